/**
 * Paths of the sitemap pages (spec 2 "Sitemap"): /sitemap, /sitemap/{year}, /sitemap/{year}/{month}
 * and /sitemap/{year}/{month}/{day}, the period written as plain numbers. The one builder and
 * reader of these paths: the sitemap pages (mf-news), their breadcrumbs and 404 decision (edge)
 * and the site's own sitemap file use it.
 */
import { SITEMAP_FIRST_YEAR, SITEMAP_LAST_YEAR } from './api/constants';

export const SITEMAP_PAGE_PATH = '/sitemap';

/** A period of the sitemap: none (the years), a year, a month of it or a day. */
export interface SitemapPagePeriod {
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
}

/** The page of a period: /sitemap[/{year}[/{month}[/{day}]]]. */
export const sitemapPath = ({ year, month, day }: SitemapPagePeriod): string =>
  [SITEMAP_PAGE_PATH, year, month, day].filter((part) => part !== undefined).join('/');

const number = (value: string | undefined, min: number, max: number): number | null | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/**
 * The period the segments of a sitemap page name (a router's params); null for one that cannot
 * exist (a month 13, 31 February, a year outside the site's range).
 */
export function sitemapPeriodOf(segments: {
  readonly year?: string;
  readonly month?: string;
  readonly day?: string;
}): SitemapPagePeriod | null {
  const year = number(segments.year, SITEMAP_FIRST_YEAR, SITEMAP_LAST_YEAR);
  const month = number(segments.month, 1, 12);
  const day = number(segments.day, 1, 31);
  if (year === null || month === null || day === null) return null;
  if (month !== undefined && year === undefined) return null;
  if (day !== undefined && month === undefined) return null;
  if (year !== undefined && month !== undefined && day !== undefined) {
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  }
  return { year, month, day };
}

/** The period a whole path names (a trailing '/' allowed); null for a path that is no sitemap page. */
export function sitemapPeriodFrom(pathname: string): SitemapPagePeriod | null {
  const [empty, root, year, month, day, ...extra] = pathname.replace(/\/+$/, '').split('/');
  if (empty !== '' || root !== SITEMAP_PAGE_PATH.slice(1) || extra.length > 0) return null;
  return sitemapPeriodOf({ year, month, day });
}
