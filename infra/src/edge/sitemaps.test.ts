import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import {
  eventPath,
  FALLBACK_SITE_CONFIG,
  GalleryPageSchema,
  SitemapPagesResponseSchema,
  SportingEventPageSchema,
  tvVideoPath,
} from 'shared-contracts';
import { NOW, buildTestSite, parse, SETUP_TIMEOUT, type TestApi } from '../../test/helper';
import { apiPlugin } from '../api/plugin';
import { buildApp } from '../app';
import { createAppLocator } from '../registry/apps';
import { createRegistryStore } from '../registry/store';
import { makeAppsDir, writeBuild } from '../registry/test-builds';
import { escapeXml, sitemapsPlugin, videoExtension } from './sitemaps';

// Each test reads the whole catalogue through the site's server: generous on a busy machine.
jest.setTimeout(30_000);

/** The sitemaps.org urlset schema as the `sitemap` npm package ships it, and this repo's others. */
const FIXTURES = path.join(__dirname, '../../test/fixtures/sitemaps');
const SCHEMAS = [
  {
    fileName: 'sitemap.xsd',
    contents: readFileSync(
      path.join(path.dirname(require.resolve('sitemap/package.json')), 'schema/sitemap.xsd'),
      'utf8',
    ),
  },
  ...['siteindex.xsd', 'urlset.xsd', 'sitemap-video.xsd', 'sitemap-news.xsd'].map((fileName) => ({
    fileName,
    contents: readFileSync(path.join(FIXTURES, fileName), 'utf8'),
  })),
];

/** What libxml2 (xmllint, compiled to WebAssembly: no network) finds wrong with `xml` against `schema`. */
async function schemaErrors(xml: string, schema: string): Promise<string[]> {
  const main = SCHEMAS.find((file) => file.fileName === schema);
  if (!main) throw new Error(schema);
  const result = await validateXML({
    xml: [{ fileName: 'doc.xml', contents: xml }],
    schema: [main],
    preload: SCHEMAS.filter((file) => file !== main),
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => error.rawMessage);
}

/** The files an index names (their absolute URLs). */
const indexOf = (xml: string): string[] => {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc: { sitemapindex: { sitemap?: { loc: string }[] } } = new XMLParser({
    isArray: (name) => name === 'sitemap',
  }).parse(xml);
  return (doc.sitemapindex.sitemap ?? []).map((entry) => entry.loc);
};

const config = FALLBACK_SITE_CONFIG;
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' });

interface Url {
  loc: string;
  lastmod?: string;
  'video:video'?: {
    'video:thumbnail_loc': string;
    'video:title': string;
    'video:description': string;
    'video:content_loc': string;
    'video:duration': number;
    'video:publication_date': string;
  };
  'news:news'?: {
    'news:publication': { 'news:name': string; 'news:language': string };
    'news:publication_date': string;
    'news:title': string;
  };
}
const urlsOf = (xml: string): Url[] => {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc: { urlset: { url?: Url[]; '@_xmlns': string; '@_xmlns:news'?: string } } = parser.parse(xml);
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.urlset.url ?? [];
};

/** The edge alone, with no API behind it. */
function buildEdge() {
  const appsDir = makeAppsDir();
  writeBuild(appsDir, 'shell', '0.1.0-shell');
  const locator = createAppLocator(appsDir);
  const registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
  registry.ensureActive();
  return buildApp({ registry, locator, getSiteConfig: async () => config });
}

describe('crawler sitemaps', () => {
  let site: TestApi;
  let app: FastifyInstance;
  const get = async (path: string) => {
    const res = await app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return res;
  };
  /** The files the index names, as site paths. */
  const files = async () => indexOf((await get('/sitemap.xml')).body).map((loc) => new URL(loc).pathname);

  beforeAll(async () => {
    site = await buildTestSite();
    app = site.app;
  }, SETUP_TIMEOUT);
  afterAll(() => site.close());

  it('serves /sitemap.xml as an index of the site, leagues, events, TV, each year and news files', async () => {
    const names = await files();
    expect(names.slice(0, 4)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/leagues.xml',
      '/sitemaps/events-1.xml',
      '/sitemaps/tv-1.xml',
    ]);
    expect(names).toContain(`/sitemaps/stories-${NOW.getUTCFullYear()}-1.xml`);
    expect(names.at(-1)).toBe('/news-sitemap.xml');
  });

  it("names the site's pages: home, the sections, sports and TV landings, calendar and the sitemap pages", async () => {
    const locs = urlsOf((await get('/sitemaps/pages.xml')).body).map((url) => url.loc);
    for (const path of [
      '/',
      '/sports',
      '/sports/scores',
      '/sports/standings',
      '/calendar',
      '/calendar/standings',
      '/tv',
      '/sitemap',
    ]) {
      expect(locs).toContain(`${config.url}${path}`);
    }
    expect(locs).toContain(`${config.url}/sitemap/${NOW.getUTCFullYear()}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("names each league's table, news and calendar, dated by its last final whistle", async () => {
    const urls = urlsOf((await get('/sitemaps/leagues.xml')).body);
    const standings = urls.find(
      (url) => url.loc === `${config.url}/sports/standings/brasileirao-serie-a/brasileirao`,
    );
    expect(standings?.lastmod).toBeDefined();
    expect(new Date(standings?.lastmod ?? '').getTime()).toBeLessThanOrEqual(NOW.getTime());
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`${config.url}/sports/feed/brasileirao-serie-a/brasileirao`);
    expect(locs).toContain(`${config.url}/calendar/leagues/brasileirao`);
    expect(locs).toContain(`${config.url}/calendar/standings/leagues/brasileirao`);
  });

  it('names every event page, a game in play dated now and a finished one by its final whistle', async () => {
    const urls = urlsOf((await get('/sitemaps/events-1.xml')).body);
    const live = parse(SportingEventPageSchema, await app.inject('/api/v3/sporting_events/live')).results[0];
    if (!live) throw new Error('the fixed clock has a game in play');
    const entry = urls.find((url) => url.loc === `${config.url}${eventPath(live)}`);
    expect(entry?.lastmod).toBe(NOW.toISOString());
    const total = parse(SitemapPagesResponseSchema, await app.inject('/api/v3/sitemap/events?per=1')).total;
    expect(urls).toHaveLength(total);
    for (const url of urls)
      if (url.lastmod) expect(Date.parse(url.lastmod)).toBeLessThanOrEqual(NOW.getTime());
  });

  it('names every story of a year as absolute URLs dated by publication', async () => {
    const urls = urlsOf((await get(`/sitemaps/stories-${NOW.getUTCFullYear()}-1.xml`)).body);
    expect(urls.length).toBeGreaterThan(0);
    for (const story of urls) {
      expect(story.loc.startsWith(`${config.url}/noproxy/`)).toBe(true);
      expect(new Date(story.lastmod ?? '').getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("lists the TV videos' canonical pages with Google's video extension", async () => {
    const res = await get('/sitemaps/tv-1.xml');
    expect(res.body).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    const tv = parse(GalleryPageSchema, await app.inject('/api/v3/site/content/tim-tv?per=50'));
    const urls = urlsOf(res.body);
    for (const video of tv.results) {
      const url = urls.find((entry) => entry.loc === `${config.url}${tvVideoPath(video)}`);
      expect(url?.['video:video']).toEqual({
        'video:thumbnail_loc': new URL(video.video?.poster ?? '', config.url).toString(),
        'video:title': video.name,
        'video:description': video.description,
        'video:content_loc': new URL(video.video?.mp4 ?? '', config.url).toString(),
        'video:duration': Math.round(video.video?.duration ?? 0),
        'video:publication_date': video.publish_date,
      });
    }
    expect(tv.results.length).toBeGreaterThan(0);
  });

  it('serves /news-sitemap.xml with the last two days of stories in the Google News format', async () => {
    const res = await get('/news-sitemap.xml');
    expect(res.body).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    const urls = urlsOf(res.body);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(1000);
    for (const url of urls) {
      const news = url['news:news'];
      expect(news?.['news:publication']).toEqual({ 'news:name': config.name, 'news:language': 'pt' });
      const age = NOW.getTime() - new Date(news?.['news:publication_date'] ?? '').getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(48 * 3_600_000);
      expect(news?.['news:title']).not.toBe('');
    }
  });

  it('is valid against the sitemaps.org schemas: the index and every file it names', async () => {
    const index = (await get('/sitemap.xml')).body;
    expect(await schemaErrors(index, 'siteindex.xsd')).toEqual([]);
    for (const path of await files())
      expect({ path, errors: await schemaErrors((await get(path)).body, 'urlset.xsd') }).toEqual({
        path,
        errors: [],
      });
    // The check finds what it should: a file with a foreign element in the wrong place fails.
    expect(
      await schemaErrors(index.replace('<sitemap>', '<sitemap><priority>1</priority>'), 'siteindex.xsd'),
    ).not.toEqual([]);
  }, 60_000);

  it('carries ETag and Last-Modified on every file, and answers 304 to a current copy', async () => {
    for (const path of ['/sitemap.xml', ...(await files())]) {
      const res = await get(path);
      const etag = String(res.headers.etag);
      expect({ path, etag }).toEqual({ path, etag: expect.stringMatching(/^"[\w-]+"$/) });
      if (path !== '/sitemaps/pages.xml' || res.headers['last-modified'])
        expect(res.headers['last-modified']).toBeTruthy();
      expect((await app.inject({ url: path, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    }
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const path of ['/sitemaps/events-99.xml', '/sitemaps/stories-1999-1.xml', '/sitemaps/nada.xml']) {
      expect((await app.inject(path)).statusCode).toBe(404);
    }
  });

  it('cuts a list longer than a file may hold into numbered files, none longer, nothing lost', async () => {
    // The same sitemaps over the same API, with files of 500 URLs instead of 50,000.
    const small = Fastify();
    await small.register(apiPlugin, { database: site.database, now: () => NOW, tickMs: 60_000, docs: false });
    await small.register(sitemapsPlugin, { getSiteConfig: async () => config, maxUrls: 500 });
    await small.ready();
    const total = parse(SitemapPagesResponseSchema, await app.inject('/api/v3/sitemap/events?per=1')).total;
    const parts = indexOf((await small.inject('/sitemap.xml')).body)
      .map((loc) => new URL(loc).pathname)
      .filter((path) => path.startsWith('/sitemaps/events-'));
    expect(parts).toHaveLength(Math.ceil(total / 500));
    const locs: string[] = [];
    for (const part of parts) {
      const urls = urlsOf((await small.inject(part)).body);
      expect(urls.length).toBeLessThanOrEqual(500);
      locs.push(...urls.map((url) => url.loc));
    }
    expect(new Set(locs).size).toBe(total);
    await small.close();
  }, 120_000);
});

describe('crawler sitemaps without an API', () => {
  it('answer 503 with retry-after, not a broken file', async () => {
    const app = await buildEdge();
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    await app.close();
  });
});

describe('videoExtension', () => {
  const entry = {
    id: 'v1',
    context: 'videos' as const,
    name: 'Gols & lances',
    path: '/tv/videos/sports/onda/gols-lances/v1',
    publish_date: '2026-01-01T00:00:00.000Z',
    language: 'pt-BR',
    video: {
      description: '',
      thumbnail: '/static/tv/v1/poster.jpg',
      content: '/static/tv/v1/clip.mp4',
      duration: 0.4,
    },
  };
  it('makes the files absolute, escapes the title and keeps the duration at least one second', () => {
    const xml = videoExtension(entry, 'https://onda.example');
    expect(xml).toContain(
      '<video:thumbnail_loc>https://onda.example/static/tv/v1/poster.jpg</video:thumbnail_loc>',
    );
    expect(xml).toContain('<video:title>Gols &amp; lances</video:title>');
    expect(xml).toContain('<video:description>Gols &amp; lances</video:description>');
    expect(xml).toContain('<video:duration>1</video:duration>');
  });
  it('names nothing for a video without a file or with a non-web address', () => {
    expect(
      videoExtension({ ...entry, video: { ...entry.video, content: null } }, 'https://onda.example'),
    ).toBe('');
    expect(
      videoExtension(
        { ...entry, video: { ...entry.video, thumbnail: 'javascript:alert(1)' } },
        'https://onda.example',
      ),
    ).toBe('');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry <"ok"> 'sim'`)).toBe(
      'Tom &amp; Jerry &lt;&quot;ok&quot;&gt; &apos;sim&apos;',
    );
  });
});
