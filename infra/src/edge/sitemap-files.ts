/**
 * The files of the crawlers' sitemap (sitemaps.org 0.9), each read through the API's own sitemap
 * routes (one code path, as the page heads): the site's pages (home, sections, the sitemap pages
 * of spec 2), the leagues' pages, the event pages, the TV pages (Google's video extension) and the
 * stories of each year, the long lists cut in files of at most `maxUrls` URLs (50,000 by the
 * protocol). URLs are absolute on the site config's url and every text is XML-escaped.
 */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import {
  calendarPath,
  leagueSectionPath,
  sitemapPath,
  SitemapPagesResponseSchema,
  SitemapResponseSchema,
  type SiteConfig,
  type SitemapPagesResponse,
  type SitemapResponse,
} from 'shared-contracts';

/** sitemaps.org: at most 50,000 URLs per file. Google News: at most 1,000. */
export const SITEMAP_MAX_URLS = 50_000;
export const NEWS_SITEMAP_MAX_URLS = 1_000;
/** The API's largest page of sitemap entries. */
const API_PER = 1_000;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export class SitemapSourceError extends Error {}

/** One file's URLs and the newest date they name (the file's Last-Modified). */
export interface SitemapFile {
  readonly xml: string;
  readonly lastModified?: Date;
}

type Schema = typeof SitemapResponseSchema | typeof SitemapPagesResponseSchema;

export async function readApi<S extends Schema>(
  app: FastifyInstance,
  url: string,
  schema: S,
): Promise<S extends typeof SitemapResponseSchema ? SitemapResponse : SitemapPagesResponse> {
  const res = await app.inject({ method: 'GET', url });
  const body: unknown = res.statusCode === 200 ? res.json() : undefined;
  if (!Value.Check(schema, body)) throw new SitemapSourceError(`${url}: ${res.statusCode}`);
  return body as S extends typeof SitemapResponseSchema ? SitemapResponse : SitemapPagesResponse;
}

/**
 * The `part`-th file (1-based) of a list the API pages, `maxUrls` entries a file: its entries
 * are API pages (n-1)·maxUrls/per + 1 … on. `maxUrls` is a multiple of the API's page.
 */
export async function readPart<S extends Schema>(
  app: FastifyInstance,
  path: string,
  schema: S,
  part: number,
  maxUrls: number,
) {
  const per = Math.min(API_PER, maxUrls);
  const first = ((part - 1) * maxUrls) / per + 1;
  const entries: Awaited<ReturnType<typeof readApi<S>>>['results'][number][] = [];
  for (let page = first; entries.length < maxUrls; page += 1) {
    const body = await readApi(
      app,
      `${path}${path.includes('?') ? '&' : '?'}per=${per}&page=${page}`,
      schema,
    );
    entries.push(...body.results);
    if (body.endlist || body.results.length === 0) break;
  }
  return entries.slice(0, maxUrls);
}

export const urlset = (urls: readonly string[], extra = ''): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${extra}>\n${urls.join('\n')}\n</urlset>\n`;

/** The newest of ISO dates; undefined for none. */
export function newest(dates: readonly (string | null | undefined)[]): Date | undefined {
  const times = dates.map((d) => (d ? Date.parse(d) : NaN)).filter((t) => !Number.isNaN(t));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

/** A <url> of a site path, with its lastmod and extension elements. */
export function urlEntry(
  config: Pick<SiteConfig, 'url'>,
  path: string,
  lastmod?: string | null,
  extension = '',
): string {
  const loc = escapeXml(new URL(path, config.url).toString());
  return `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${extension}</url>`;
}

/** The site's own pages: home, the sections, the sports and TV landings, the sitemap pages. */
export async function sitePagesFile(app: FastifyInstance, config: SiteConfig): Promise<SitemapFile> {
  const root = await readApi(app, '/api/v3/sitemap', SitemapResponseSchema);
  // Home shows the newest story: it changed when that was published.
  const latest = await readApi(app, '/api/v3/sitemap/latest?hours=168&per=1', SitemapResponseSchema);
  const homeChanged = latest.results[0]?.publish_date;
  const paths = [
    '/sports',
    leagueSectionPath('scores'),
    leagueSectionPath('standings'),
    leagueSectionPath('news'),
    calendarPath('events'),
    calendarPath('standings'),
    '/tv',
    sitemapPath({}),
  ];
  for (const { year } of [...root.periods].reverse()) {
    paths.push(sitemapPath({ year }));
    const months = await readApi(app, `/api/v3/sitemap/${year}?per=1`, SitemapResponseSchema);
    for (const { month } of months.periods) if (month !== null) paths.push(sitemapPath({ year, month }));
  }
  return {
    xml: urlset([urlEntry(config, '/', homeChanged), ...paths.map((path) => urlEntry(config, path))]),
    lastModified: newest([homeChanged]),
  };
}

/** The leagues' pages (table, news, calendar, scores) with their last change. */
export async function leaguesFile(app: FastifyInstance, config: SiteConfig): Promise<SitemapFile> {
  const body = await readApi(app, '/api/v3/sitemap/leagues', SitemapPagesResponseSchema);
  return {
    xml: urlset(body.results.map((page) => urlEntry(config, page.path, page.lastmod))),
    lastModified: newest(body.results.map((page) => page.lastmod)),
  };
}

/** The `part`-th file of event pages. */
export async function eventsFile(
  app: FastifyInstance,
  config: SiteConfig,
  part: number,
  maxUrls: number,
): Promise<SitemapFile> {
  const pages = await readPart(app, '/api/v3/sitemap/events', SitemapPagesResponseSchema, part, maxUrls);
  return {
    xml: urlset(pages.map((page) => urlEntry(config, page.path, page.lastmod))),
    lastModified: newest(pages.map((page) => page.lastmod)),
  };
}

/** Google's video sitemap: a duration of 1 s to 8 h, a description of at most 2048 characters. */
const VIDEO_MAX_SECONDS = 28_800;
const VIDEO_MAX_DESCRIPTION = 2_048;

/** An http(s) URL on the site's own address for a site path; undefined for anything else. */
function absoluteHttp(path: string | null | undefined, base: string): string | undefined {
  if (!path) return undefined;
  try {
    const url = new URL(path, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The <video:video> of a TV page; empty when the video has no poster or no file to name. */
export function videoExtension(entry: SitemapResponse['results'][number], base: string): string {
  const { video } = entry;
  const thumbnail = absoluteHttp(video?.thumbnail, base);
  const content = absoluteHttp(video?.content, base);
  if (!video || !thumbnail || !content) return '';
  const duration =
    video.duration > 0
      ? `<video:duration>${Math.min(VIDEO_MAX_SECONDS, Math.max(1, Math.round(video.duration)))}</video:duration>`
      : '';
  return [
    `<video:video><video:thumbnail_loc>${escapeXml(thumbnail)}</video:thumbnail_loc>`,
    `<video:title>${escapeXml(entry.name)}</video:title>`,
    `<video:description>${escapeXml((video.description || entry.name).slice(0, VIDEO_MAX_DESCRIPTION))}</video:description>`,
    `<video:content_loc>${escapeXml(content)}</video:content_loc>${duration}`,
    `<video:publication_date>${escapeXml(entry.publish_date)}</video:publication_date></video:video>`,
  ].join('');
}

const VIDEO_NS = ' xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"';

/** The `part`-th file of TV pages: the galleries' videos, newest first, with the video extension. */
export async function tvFile(
  app: FastifyInstance,
  config: SiteConfig,
  part: number,
  maxUrls: number,
): Promise<SitemapFile> {
  const entries = await readPart(app, '/api/v3/sitemap/videos', SitemapResponseSchema, part, maxUrls);
  const urls = entries.map((entry) =>
    urlEntry(config, entry.path, entry.publish_date, videoExtension(entry, config.url)),
  );
  return { xml: urlset(urls, VIDEO_NS), lastModified: newest(entries.map((entry) => entry.publish_date)) };
}

/** The `part`-th file of a year's stories, newest first. */
export async function storiesFile(
  app: FastifyInstance,
  config: SiteConfig,
  year: number,
  part: number,
  maxUrls: number,
): Promise<SitemapFile> {
  const entries = await readPart(app, `/api/v3/sitemap/${year}`, SitemapResponseSchema, part, maxUrls);
  return {
    xml: urlset(entries.map((entry) => urlEntry(config, entry.path, entry.publish_date))),
    lastModified: newest(entries.map((entry) => entry.publish_date)),
  };
}

/** Google News: stories of the last two days, at most 1000, with the publication's name and language. */
export async function newsFile(app: FastifyInstance, config: SiteConfig): Promise<SitemapFile> {
  const entries = await readPart(
    app,
    '/api/v3/sitemap/latest?hours=48',
    SitemapResponseSchema,
    1,
    NEWS_SITEMAP_MAX_URLS,
  );
  const name = escapeXml(config.name);
  const urls = entries.map((entry) => {
    // Google News wants an ISO 639 code (pt, en, es): the primary subtag of the story's language.
    const language = escapeXml((entry.language.split('-')[0] ?? 'pt').toLowerCase() || 'pt');
    return [
      `<url><loc>${escapeXml(new URL(entry.path, config.url).toString())}</loc>`,
      `<news:news><news:publication><news:name>${name}</news:name><news:language>${language}</news:language></news:publication>`,
      `<news:publication_date>${escapeXml(entry.publish_date)}</news:publication_date>`,
      `<news:title>${escapeXml(entry.name)}</news:title></news:news></url>`,
    ].join('');
  });
  return {
    xml: urlset(urls, ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"'),
    lastModified: newest(entries.map((entry) => entry.publish_date)),
  };
}
