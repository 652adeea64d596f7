import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FALLBACK_SITE_CONFIG, GalleryPageSchema, tvVideoPath } from 'shared-contracts';
import { NOW, buildTestSite, parse, SETUP_TIMEOUT, type TestApi } from '../../test/helper';
import { buildApp } from '../app';
import { createAppLocator } from '../registry/apps';
import { createRegistryStore } from '../registry/store';
import { makeAppsDir, writeBuild } from '../registry/test-builds';
import { escapeXml, videoExtension } from './sitemaps';

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

  beforeAll(async () => {
    site = await buildTestSite();
    app = site.app;
  }, SETUP_TIMEOUT);
  afterAll(() => site.close());

  it('serves /sitemap.xml with home, the sitemap pages and every story as absolute URLs', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = urlsOf(res.body);
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual(expect.arrayContaining([`${config.url}/`, `${config.url}/sitemap`]));
    expect(locs).toContain(`${config.url}/sitemap/${NOW.getUTCFullYear()}`);
    const stories = urls.filter((url) => url.loc.includes('/noproxy/'));
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) {
      expect(story.loc.startsWith(`${config.url}/noproxy/`)).toBe(true);
      expect(new Date(story.lastmod ?? '').getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists the TV videos' canonical pages with Google's video extension", async () => {
    const res = await app.inject('/sitemap.xml');
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
    const res = await app.inject('/news-sitemap.xml');
    expect(res.statusCode).toBe(200);
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
