/**
 * Heads of the site's own pages: home (the site's share cards, and its Organization and WebSite
 * with the search, spec 2 "Search"), and the sitemap pages (spec 2 "Sitemap"), whose breadcrumb
 * trail (sitemap › year › month › day) is also given as a BreadcrumbList.
 */
import { LOCALE_TAGS, siteShareImages, sitemapPath, sitemapPeriodFrom, type Locale } from 'shared-contracts';
import { breadcrumbs, siteStructuredData } from './structured-data';
import type { RouteHead } from './types';

export const homeHead: RouteHead = async (_params, { config, locale = 'pt' }) => {
  const images = siteShareImages('home', `${config.name}: ${config.meta.description}`).map((image) => ({
    ...image,
    url: new URL(image.url, config.url).toString(),
  }));
  return { images, jsonLd: siteStructuredData(config, LOCALE_TAGS[locale]) };
};

/** The sitemap's root in each language (mf-news i18n 'sitemap.root'). */
const SITEMAP_ROOT: Readonly<Record<Locale, string>> = {
  pt: 'Mapa do site',
  en: 'Sitemap',
  es: 'Mapa del sitio',
};

/** A period's name as the sitemap pages show it: the year, the month and year, the date. */
function periodName(locale: Locale, year: number, month?: number, day?: number): string {
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions =
    month === undefined
      ? { year: 'numeric' }
      : day === undefined
        ? { year: 'numeric', month: 'long' }
        : { year: 'numeric', month: 'long', day: 'numeric' };
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone: 'UTC' }).format(date);
}

/** /sitemap/{year}/{month}/{day}: the trail above the page and the page itself. */
export const sitemapHead: RouteHead = async (_params, { config, pathname, locale = 'pt' }) => {
  const { year, month, day } = sitemapPeriodFrom(pathname) ?? {};
  if (year === undefined) return undefined;
  const items = [
    { name: SITEMAP_ROOT[locale], path: sitemapPath({}) },
    { name: periodName(locale, year), path: sitemapPath({ year }) },
  ];
  if (month !== undefined)
    items.push({ name: periodName(locale, year, month), path: sitemapPath({ year, month }) });
  if (month !== undefined && day !== undefined) {
    items.push({ name: periodName(locale, year, month, day), path: sitemapPath({ year, month, day }) });
  }
  return { jsonLd: [breadcrumbs(items, config)] };
};
