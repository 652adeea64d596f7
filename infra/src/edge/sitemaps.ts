/**
 * Sitemaps for crawlers: /sitemap.xml (sitemaps.org 0.9: home, the sitemap pages of spec 2, the
 * TV videos' pages with Google's video extension, and every story) and /news-sitemap.xml (Google News: stories of the last two days, at most 1000).
 * The stories come through the API's own sitemap routes (one code path, as the page heads do);
 * URLs are absolute on the site config's url and every text is XML-escaped.
 */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { SitemapResponseSchema, type SiteConfig, type SitemapResponse } from 'shared-contracts';
import { logEvent } from '../log-events';

export interface SitemapsOptions {
  readonly getSiteConfig: () => Promise<SiteConfig>;
}

/** sitemaps.org: at most 50,000 URLs per file. Google News: at most 1,000. */
export const SITEMAP_MAX_URLS = 50_000;
export const NEWS_SITEMAP_MAX_URLS = 1_000;
const PER = 1_000;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

class SitemapSourceError extends Error {}

async function read(app: FastifyInstance, url: string): Promise<SitemapResponse> {
  const res = await app.inject({ method: 'GET', url });
  const body: unknown = res.statusCode === 200 ? res.json() : undefined;
  if (!Value.Check(SitemapResponseSchema, body)) throw new SitemapSourceError(`${url}: ${res.statusCode}`);
  return body;
}

/** Every page of one sitemap API path, until `limit` entries. */
async function readAll(
  app: FastifyInstance,
  path: string,
  limit: number,
): Promise<SitemapResponse['results']> {
  const entries: SitemapResponse['results'] = [];
  for (let page = 1; entries.length < limit; page += 1) {
    const body = await read(app, `${path}${path.includes('?') ? '&' : '?'}per=${PER}&page=${page}`);
    entries.push(...body.results);
    if (body.endlist || body.results.length === 0) break;
  }
  return entries.slice(0, limit);
}

const urlset = (urls: string[], extra = ''): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${extra}>\n${urls.join('\n')}\n</urlset>\n`;

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

async function siteSitemap(app: FastifyInstance, config: SiteConfig): Promise<string> {
  const abs = (path: string) => escapeXml(new URL(path, config.url).toString());
  const url = (path: string, lastmod?: string, extension = '') =>
    `<url><loc>${abs(path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${extension}</url>`;
  const urls = [url('/'), url('/sitemap')];
  const root = await read(app, '/api/v3/sitemap');
  for (const { year } of [...root.periods].reverse()) {
    urls.push(url(`/sitemap/${year}`));
    const months = await read(app, `/api/v3/sitemap/${year}?per=1`);
    for (const { month } of months.periods) if (month !== null) urls.push(url(`/sitemap/${year}/${month}`));
  }
  // The TV pages come before the stories: they are few, and the stories fill what is left.
  const videos = await readAll(app, '/api/v3/sitemap/videos', SITEMAP_MAX_URLS - urls.length);
  for (const entry of videos)
    urls.push(url(entry.path, entry.publish_date, videoExtension(entry, config.url)));
  for (const { year } of [...root.periods].reverse()) {
    if (urls.length >= SITEMAP_MAX_URLS) break;
    const entries = await readAll(app, `/api/v3/sitemap/${year}`, SITEMAP_MAX_URLS - urls.length);
    for (const entry of entries) urls.push(url(entry.path, entry.publish_date));
  }
  return urlset(
    urls.slice(0, SITEMAP_MAX_URLS),
    ' xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"',
  );
}

async function newsSitemap(app: FastifyInstance, config: SiteConfig): Promise<string> {
  const entries = await readAll(app, '/api/v3/sitemap/latest?hours=48', NEWS_SITEMAP_MAX_URLS);
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
  return urlset(urls, ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
}

export const sitemapsPlugin: FastifyPluginAsync<SitemapsOptions> = async (app, { getSiteConfig }) => {
  const serve =
    (build: (app: FastifyInstance, config: SiteConfig) => Promise<string>) =>
    async (_req: unknown, reply: FastifyReply) => {
      try {
        const xml = await build(app, await getSiteConfig());
        return reply
          .header('cache-control', 'public, max-age=300')
          .type('application/xml; charset=utf-8')
          .send(xml);
      } catch (error) {
        // No API (an edge without a database) or an answer off contract: crawlers retry later.
        logEvent(app.log, 'warn', 'sitemap_unavailable', { err: error });
        return reply.code(503).header('retry-after', '300').type('text/plain').send('Sitemap unavailable.');
      }
    };
  app.get('/sitemap.xml', serve(siteSitemap));
  app.get('/news-sitemap.xml', serve(newsSitemap));
};
