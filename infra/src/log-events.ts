/**
 * Named, structured server log events: one list, so operators can grep and alert on them
 * (docs/operations.md). Each is logged as `{ event, ...fields }` with its description as the
 * message. Never pass tokens, passwords or e-mail addresses as fields.
 */
import type { FastifyBaseLogger } from 'fastify';

export const LOG_EVENTS = {
  api_error: 'API request failed (5xx; the client got a generic message)',
  api_rejected: 'API request refused with a 4xx and a stable code',
  site_config_invalid: 'stored site config does not match its schema; the bundled one is served',
  site_config_fallback: 'site config call failed; the edge uses the bundled config',
  page_head_failed: 'page head could not be built; the site defaults are used',
  server_render_failed:
    "a remote's server bundle failed to load, threw or ran out of time; its page renders in the browser",
  sitemap_unavailable: 'sitemap could not be built',
  registry_unreadable: 'registry file unreadable; the last good registry is served',
  live_redis_error: 'Redis connection of the live-score fan-out failed',
  live_tick_failed: 'live replay tick failed',
  live_listener_failed: 'a live-score listener (a stream, a cache) threw; the others still got the change',
  reward_delivery_failed:
    'a data-bonus grant could not be delivered to the carrier; the outbox retries it later',
} as const;

export type LogEventName = keyof typeof LOG_EVENTS;
export type LogLevelName = 'info' | 'warn' | 'error';

export function logEvent(
  log: FastifyBaseLogger,
  level: LogLevelName,
  event: LogEventName,
  fields: Readonly<Record<string, unknown>> = {},
): void {
  log[level]({ ...fields, event }, LOG_EVENTS[event]);
}
