/**
 * The sitemap pages' data (spec 2 "Sitemap"): GET sitemap[/{year}[/{month}[/{day}]]], checked by
 * its shared-contracts schema. Paths carry the period as numbers; anything else is not a period.
 */
import { WIRE_CHECKS, type ApiClient, type SitemapPagePeriod } from 'shared-contracts';

/** Stories per sitemap page. */
export const SITEMAP_PER = 100;

export function getSitemap(api: ApiClient, period: SitemapPagePeriod, page: number, signal: AbortSignal) {
  const parts = [period.year, period.month, period.day].filter((part) => part !== undefined);
  return api.request(['v3/sitemap', ...parts].join('/'), {
    query: parts.length > 0 ? { page, per: SITEMAP_PER } : undefined,
    check: WIRE_CHECKS.SitemapResponse,
    signal,
  });
}
