/**
 * The site configuration for server-rendered page heads, read through the API's own route (one
 * code path) and kept a minute per instance (./cached-source); the bundled configuration before
 * the API has answered once.
 */
import type { FastifyInstance } from 'fastify';
import { FALLBACK_SITE_CONFIG, SITE_ID, SiteConfigSchema, type SiteConfig } from 'shared-contracts';
import { logEvent } from '../log-events';
import { createCachedSource, readApi } from './cached-source';

export function createSiteConfigSource(app: FastifyInstance, ttlMs = 60_000): () => Promise<SiteConfig> {
  const source = createCachedSource({
    ttlMs,
    read: () =>
      readApi(app, `/api/v3/site/config?app=web&site_id=${SITE_ID}`, SiteConfigSchema, (why) =>
        why === 'invalid'
          ? logEvent(app.log, 'warn', 'site_config_invalid')
          : logEvent(app.log, 'warn', 'site_config_fallback', { status: why }),
      ),
  });
  return async () => (await source()) ?? FALLBACK_SITE_CONFIG;
}
