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
  feed_unavailable: 'RSS feed could not be built',
  registry_unreadable:
    'registry unreadable (file, database) or a version not in the store; the last good registry is served',
  registry_feed_error: "the registry's change feed (LISTEN, Redis) or health check failed; the poll goes on",
  canary_rolled_back: "a canary's error rate passed its stable's: it was rolled back by itself",
  live_redis_error: 'Redis connection of the live-score fan-out failed',
  live_tick_failed: 'live replay tick failed',
  database_down: 'the database stopped answering; the API answers 503 and pages come from the page cache',
  database_up: 'the database answers again',
  page_cache_redis_error:
    'Redis connection of the shared page cache failed; each instance keeps its own pages',
  server_stopping: 'the server is stopping (signal): it drains its connections and exits',
  live_listener_failed: 'a live-score listener (a stream, a cache) threw; the others still got the change',
  push_delivery_failed:
    'a push alert was refused or could not be sent (id, attempt, status); retried with backoff or given up',
  push_queue_failed: 'alerts of a score change could not be queued; the score update itself went on',
  push_redis_error: 'Redis connection of the push wake-up failed; senders fall back to their one-second look',
  reward_delivery_failed:
    'a data-bonus grant could not be delivered to the carrier; the outbox retries it later',
  auth_throttled:
    'password, sign-up or reset attempts refused for a while by the shared limiter (kind: sign_in, sign_up, reset)',
  limiter_redis_error: 'Redis of the accounts limiter failed; its counters use the database meanwhile',
  social_identity_added: 'a social-login identity was bound to an account (provider)',
  social_login_refused:
    'a social login was refused (provider; reason: state, refused, no-email, unavailable)',
  account_mail_failed: 'an accounts e-mail could not be sent (kind: welcome, reset)',
  password_reset_link:
    'no SMTP_URL and LOG_RESET_LINKS=1: a reset mail was written to the outbox and its link is logged (development only)',
  mail_outbox: 'no SMTP_URL: account e-mails are written to the outbox folder and nobody receives them',
  analytics_write_failed:
    'measurement events or ad counters could not be written or rolled up (job); kept and retried, dropped past the buffer',
  ops_login_failed: 'the newsroom dashboard refused a wrong operator password',
} as const;

/**
 * Paths pino blanks in every log line: credentials in headers (access tokens, cookies) and in
 * answers (the access headers and Set-Cookie a sign-in returns).
 */
export const LOG_REDACT = [
  'req.headers["access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers.psid',
  'req.headers.device_token',
  'res.headers["access-token"]',
  'res.headers["set-cookie"]',
];

// code and state: a social-login callback's authorization code (api/accounts/social-routes.ts).
const SECRET_PARAMS = /([?&](?:reset_password_token|access-token|token|code|state)=)[^&#]*/gi;

/** A URL for the log: secrets in its query (the reset link's token, an OAuth code) replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request log fields, with the URL's secrets redacted. */
export function redactedRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

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
