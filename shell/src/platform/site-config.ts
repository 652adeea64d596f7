import {
  WIRE_CHECKS,
  FALLBACK_SITE_CONFIG,
  SITE_ID,
  type ApiClient,
  type SiteConfig,
} from 'shared-contracts';
import { logEvent } from './log';

/**
 * Loads the site configuration (spec 7 "Config"); on any failure the bundled configuration is
 * used and the failure logged (spec 8).
 */
export async function getSiteConfig(api: ApiClient, timeoutMs = 5000): Promise<SiteConfig> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const result = await api.request('v3/site/config', {
      query: { app: 'web', site_id: SITE_ID },
      check: WIRE_CHECKS.SiteConfig,
      signal: controller.signal,
    });
    if (result.ok) return result.data;
    logEvent('site_config_fallback', { status: result.status, code: result.code });
  } finally {
    clearTimeout(timer);
  }
  return FALLBACK_SITE_CONFIG;
}
