/**
 * Sitemaps for crawlers: /sitemap.xml is a sitemap index (sitemaps.org 0.9) naming the files of
 * sitemap-files.ts — the site's pages, the leagues' pages, the event pages, the TV pages, each
 * year's stories (lists longer than the protocol's 50,000 URLs cut in numbered files) — and
 * /news-sitemap.xml (Google News: stories of the last two days, at most 1000). Every file carries
 * an ETag and, where it names dates, Last-Modified; a crawler's copy that is current gets 304.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SitemapPagesResponseSchema, SitemapResponseSchema, type SiteConfig } from 'shared-contracts';
import { logEvent } from '../log-events';
import {
  escapeXml,
  eventsFile,
  leaguesFile,
  newest,
  newsFile,
  readApi,
  SITEMAP_MAX_URLS,
  sitePagesFile,
  storiesFile,
  tvFile,
  type SitemapFile,
} from './sitemap-files';
import { sendRevalidated } from './validators';
import { publicFor } from '../cache-control';

export { escapeXml, videoExtension, SITEMAP_MAX_URLS, NEWS_SITEMAP_MAX_URLS } from './sitemap-files';

export interface SitemapsOptions {
  readonly getSiteConfig: () => Promise<SiteConfig>;
  /** URLs per file (the protocol's 50,000; tests use fewer); a multiple of 1000 or under it. */
  readonly maxUrls?: number;
}

/** The files of the index, in order: /sitemaps/{name}.xml. */
type FileName =
  | { readonly kind: 'pages' | 'leagues' }
  | { readonly kind: 'events' | 'tv'; readonly part: number }
  | { readonly kind: 'stories'; readonly year: number; readonly part: number };

export function sitemapFilePath(file: FileName): string {
  switch (file.kind) {
    case 'pages':
    case 'leagues':
      return `/sitemaps/${file.kind}.xml`;
    case 'events':
    case 'tv':
      return `/sitemaps/${file.kind}-${file.part}.xml`;
    case 'stories':
      return `/sitemaps/stories-${file.year}-${file.part}.xml`;
  }
}

function parseFileName(name: string): FileName | undefined {
  if (name === 'pages.xml' || name === 'leagues.xml')
    return { kind: name === 'pages.xml' ? 'pages' : 'leagues' };
  const part = /^(events|tv)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (part) return { kind: part[1] === 'events' ? 'events' : 'tv', part: Number(part[2]) };
  const stories = /^stories-(\d{4})-([1-9]\d{0,5})\.xml$/.exec(name);
  if (stories) return { kind: 'stories', year: Number(stories[1]), part: Number(stories[2]) };
  return undefined;
}

const partsOf = (total: number, maxUrls: number): number => Math.max(1, Math.ceil(total / maxUrls));

/** The index: every file with, where it is cheap to know, its newest date. */
async function sitemapIndex(app: FastifyInstance, config: SiteConfig, maxUrls: number): Promise<SitemapFile> {
  const files: { path: string; lastmod?: Date }[] = [
    { path: sitemapFilePath({ kind: 'pages' }) },
    { path: sitemapFilePath({ kind: 'leagues' }) },
  ];
  const events = await readApi(app, '/api/v3/sitemap/events?per=1', SitemapPagesResponseSchema);
  for (let part = 1; part <= partsOf(events.total, maxUrls); part += 1) {
    files.push({ path: sitemapFilePath({ kind: 'events', part }) });
  }
  // Lists newest first: a file's newest date is its first entry's.
  const firstOf = async (path: string, part: number) => {
    const body = await readApi(app, `${path}?per=1&page=${(part - 1) * maxUrls + 1}`, SitemapResponseSchema);
    return { total: body.total, date: newest([body.results[0]?.publish_date]) };
  };
  const tv = await firstOf('/api/v3/sitemap/videos', 1);
  for (let part = 1; part <= partsOf(tv.total, maxUrls); part += 1) {
    const lastmod = part === 1 ? tv.date : (await firstOf('/api/v3/sitemap/videos', part)).date;
    files.push({ path: sitemapFilePath({ kind: 'tv', part }), ...(lastmod ? { lastmod } : {}) });
  }
  const root = await readApi(app, '/api/v3/sitemap', SitemapResponseSchema);
  for (const { year, count } of [...root.periods].reverse()) {
    for (let part = 1; part <= partsOf(count, maxUrls); part += 1) {
      const { date } = await firstOf(`/api/v3/sitemap/${year}`, part);
      files.push({
        path: sitemapFilePath({ kind: 'stories', year, part }),
        ...(date ? { lastmod: date } : {}),
      });
    }
  }
  const news = await readApi(app, '/api/v3/sitemap/latest?hours=48&per=1', SitemapResponseSchema);
  const newsDate = newest([news.results[0]?.publish_date]);
  files.push({ path: '/news-sitemap.xml', ...(newsDate ? { lastmod: newsDate } : {}) });
  const entries = files.map(
    ({ path, lastmod }) =>
      `<sitemap><loc>${escapeXml(new URL(path, config.url).toString())}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
  );
  return {
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
    lastModified: newest(files.map((file) => file.lastmod?.toISOString())),
  };
}

class NoSuchFile extends Error {}

async function buildFile(app: FastifyInstance, config: SiteConfig, file: FileName, maxUrls: number) {
  switch (file.kind) {
    case 'pages':
      return sitePagesFile(app, config);
    case 'leagues':
      return leaguesFile(app, config);
    case 'events': {
      const total = (await readApi(app, '/api/v3/sitemap/events?per=1', SitemapPagesResponseSchema)).total;
      if (file.part > partsOf(total, maxUrls)) throw new NoSuchFile();
      return eventsFile(app, config, file.part, maxUrls);
    }
    case 'tv': {
      const total = (await readApi(app, '/api/v3/sitemap/videos?per=1', SitemapResponseSchema)).total;
      if (file.part > partsOf(total, maxUrls)) throw new NoSuchFile();
      return tvFile(app, config, file.part, maxUrls);
    }
    case 'stories': {
      const root = await readApi(app, '/api/v3/sitemap', SitemapResponseSchema);
      const year = root.periods.find((period) => period.year === file.year);
      if (!year || file.part > partsOf(year.count, maxUrls)) throw new NoSuchFile();
      return storiesFile(app, config, file.year, file.part, maxUrls);
    }
  }
}

export const sitemapsPlugin: FastifyPluginAsync<SitemapsOptions> = async (app, options) => {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    build: (config: SiteConfig) => Promise<SitemapFile>,
  ) => {
    try {
      const file = await build(await options.getSiteConfig());
      return sendRevalidated(request, reply, file.xml, {
        type: 'application/xml; charset=utf-8',
        cacheControl: publicFor(300),
        ...(file.lastModified ? { lastModified: file.lastModified } : {}),
      });
    } catch (error) {
      if (error instanceof NoSuchFile)
        return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
      // No API (an edge without a database) or an answer off contract: crawlers retry later.
      logEvent(app.log, 'warn', 'sitemap_unavailable', { err: error });
      return reply.code(503).header('retry-after', '300').type('text/plain').send('Sitemap unavailable.');
    }
  };
  app.get('/sitemap.xml', (request, reply) =>
    serve(request, reply, (config) => sitemapIndex(app, config, maxUrls)),
  );
  app.get('/news-sitemap.xml', (request, reply) => serve(request, reply, (config) => newsFile(app, config)));
  app.get<{ Params: { name: string } }>('/sitemaps/:name', (request, reply) => {
    const file = parseFileName(request.params.name);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    return serve(request, reply, (config) => buildFile(app, config, file, maxUrls));
  });
};
