/**
 * The site configuration for server-rendered page heads, read through the API's own route (one
 * code path) and kept a minute per instance (./cached-source); the bundled configuration before
 * the API has answered once.
 */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { FALLBACK_SITE_CONFIG, SITE_ID, SiteConfigSchema, type SiteConfig } from 'shared-contracts';
import { logEvent } from '../log-events';
import { createCachedSource } from './cached-source';

export function createSiteConfigSource(app: FastifyInstance, ttlMs = 60_000): () => Promise<SiteConfig> {
  const source = createCachedSource({
    ttlMs,
    read: async () => {
      const res = await app.inject({ url: `/api/v3/site/config?app=web&site_id=${SITE_ID}` });
      if (res.statusCode !== 200) {
        logEvent(app.log, 'warn', 'site_config_fallback', { status: res.statusCode });
        return undefined;
      }
      const body: unknown = res.json();
      if (Value.Check(SiteConfigSchema, body)) return body;
      logEvent(app.log, 'warn', 'site_config_invalid');
      return undefined;
    },
  });
  return async () => (await source()) ?? FALLBACK_SITE_CONFIG;
}
