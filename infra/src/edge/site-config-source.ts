/**
 * The site configuration for server-rendered page heads, read through the API's own route (one
 * code path) and cached for a minute; the bundled configuration when the API cannot answer.
 */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { FALLBACK_SITE_CONFIG, SITE_ID, SiteConfigSchema, type SiteConfig } from 'shared-contracts';
import { logEvent } from '../log-events';

export function createSiteConfigSource(app: FastifyInstance, ttlMs = 60_000): () => Promise<SiteConfig> {
  let cached: { value: SiteConfig; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const res = await app.inject({ url: `/api/v3/site/config?app=web&site_id=${SITE_ID}` });
    let value = FALLBACK_SITE_CONFIG;
    if (res.statusCode === 200) {
      const body: unknown = res.json();
      if (Value.Check(SiteConfigSchema, body)) value = body;
      else logEvent(app.log, 'warn', 'site_config_invalid');
    } else {
      logEvent(app.log, 'warn', 'site_config_fallback', { status: res.statusCode });
    }
    cached = { value, at: Date.now() };
    return value;
  };
}
