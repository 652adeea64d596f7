/**
 * The sitemap pages' data (spec 2 "Sitemap"): GET sitemap[/{year}[/{month}[/{day}]]], checked by
 * its shared-contracts schema. Paths carry the period as numbers; anything else is not a period.
 */
import { WIRE_CHECKS, SITEMAP_FIRST_YEAR, SITEMAP_LAST_YEAR, type ApiClient } from 'shared-contracts';

export interface Period {
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
}

/** Stories per sitemap page. */
export const SITEMAP_PER = 100;

const number = (value: string | undefined, min: number, max: number): number | null | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/** The period of /sitemap/{year?}/{month?}/{day?}; null for one that cannot exist (31 Feb). */
export function parsePeriod(params: { year?: string; month?: string; day?: string }): Period | null {
  const year = number(params.year, SITEMAP_FIRST_YEAR, SITEMAP_LAST_YEAR);
  const month = number(params.month, 1, 12);
  const day = number(params.day, 1, 31);
  if (year === null || month === null || day === null) return null;
  if (year !== undefined && month !== undefined && day !== undefined) {
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  }
  return { year, month, day };
}

export const periodPath = ({ year, month, day }: Period): string =>
  ['/sitemap', year, month, day].filter((part) => part !== undefined).join('/');

export function getSitemap(api: ApiClient, period: Period, page: number, signal: AbortSignal) {
  const parts = [period.year, period.month, period.day].filter((part) => part !== undefined);
  return api.request(['v3/sitemap', ...parts].join('/'), {
    query: parts.length > 0 ? { page, per: SITEMAP_PER } : undefined,
    check: WIRE_CHECKS.SitemapResponse,
    signal,
  });
}
