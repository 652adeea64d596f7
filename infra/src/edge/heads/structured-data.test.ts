/**
 * The pages' JSON-LD against Google's structured-data rules (required, and the recommended
 * properties the issue names) for each type the site publishes, on the pages as a crawler fetches
 * them: home, a story, a TV video, an event and a sitemap day.
 */
import type { FastifyInstance } from 'fastify';
import {
  ArticlePageSchema,
  FALLBACK_SITE_CONFIG,
  GalleryPageSchema,
  SportingEventPageSchema,
  tvVideoPath,
} from 'shared-contracts';
import { buildTestSite, NOW, parse, SETUP_TIMEOUT, type TestApi } from '../../../test/helper';
import { isoDuration } from './structured-data';

type Json = Record<string, unknown>;

const isUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isDate = (value: unknown): boolean => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const urls = (value: unknown): boolean =>
  (Array.isArray(value) ? value : [value]).length > 0 &&
  (Array.isArray(value) ? value : [value]).every(isUrl);
const named = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Json).name === 'string' &&
  (value as Json).name !== '';

/** What Google's rules find missing or wrong in one object; [] when it qualifies. */
export function googleProblems(object: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${String(object['@type'])}: ${what}`);
  };
  need(object['@context'] === 'https://schema.org', '@context');
  switch (object['@type']) {
    case 'NewsArticle':
      need(
        typeof object.headline === 'string' && object.headline.length > 0 && object.headline.length <= 110,
        'headline ≤ 110',
      );
      need(urls(object.image), 'image');
      need(isDate(object.datePublished) && isDate(object.dateModified), 'datePublished, dateModified');
      need(named(object.author), 'author.name');
      need(
        named(object.publisher) && isUrl(((object.publisher as Json).logo as Json | undefined)?.url),
        'publisher with logo',
      );
      need(isUrl((object.mainEntityOfPage as Json | undefined)?.['@id']), 'mainEntityOfPage');
      break;
    case 'VideoObject':
      need(typeof object.name === 'string' && object.name !== '', 'name');
      need(urls(object.thumbnailUrl), 'thumbnailUrl');
      need(isDate(object.uploadDate), 'uploadDate');
      need(typeof object.description === 'string' && object.description !== '', 'description');
      need(
        typeof object.duration === 'string' && /^PT(\d+H)?(\d+M)?(\d+S)?$/.test(object.duration),
        'duration',
      );
      need(isUrl(object.contentUrl) && isUrl(object.embedUrl), 'contentUrl, embedUrl');
      break;
    case 'SportsEvent':
      need(typeof object.name === 'string' && object.name !== '', 'name');
      need(isDate(object.startDate), 'startDate');
      need(named(object.location) && typeof (object.location as Json).address === 'string', 'location');
      need(named(object.homeTeam) && named(object.awayTeam), 'homeTeam, awayTeam');
      need(Array.isArray(object.competitor) && object.competitor.length === 2, 'competitor');
      need(
        typeof object.eventStatus === 'string' && object.eventStatus.startsWith('https://schema.org/Event'),
        'eventStatus',
      );
      break;
    case 'BreadcrumbList': {
      const items = object.itemListElement as Json[] | undefined;
      need(Array.isArray(items) && items.length >= 1, 'itemListElement');
      items?.forEach((item, i) =>
        need(
          item['@type'] === 'ListItem' && item.position === i + 1 && named(item) && isUrl(item.item),
          `item ${i + 1}`,
        ),
      );
      break;
    }
    case 'Organization':
      need(
        named(object) && isUrl(object.url) && isUrl((object.logo as Json | undefined)?.url),
        'name, url, logo',
      );
      break;
    case 'WebSite': {
      const action = object.potentialAction as Json | undefined;
      const template = (action?.target as Json | undefined)?.urlTemplate;
      need(named(object) && isUrl(object.url), 'name, url');
      need(action?.['@type'] === 'SearchAction', 'SearchAction');
      need(typeof template === 'string' && template.includes('{search_term_string}'), 'target urlTemplate');
      need(action?.['query-input'] === 'required name=search_term_string', 'query-input');
      break;
    }
    default:
      problems.push(`unexpected type ${String(object['@type'])}`);
  }
  return problems;
}

/** The JSON-LD objects of a page (each script element parsed as JSON: none can be broken out of). */
function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  );
}

describe('isoDuration', () => {
  it('writes whole seconds as an ISO 8601 duration', () => {
    expect([isoDuration(0.4), isoDuration(65), isoDuration(3600), isoDuration(3725)]).toEqual([
      'PT1S',
      'PT1M5S',
      'PT1H',
      'PT1H2M5S',
    ]);
  });
});

describe("structured data of the pages, as Google's rules read it", () => {
  let site: TestApi;
  let app: FastifyInstance;
  const typesOf = async (path: string) => {
    const res = await app.inject(path);
    expect(res.statusCode).toBe(200);
    const objects = jsonLdOf(res.body);
    for (const object of objects) expect(googleProblems(object)).toEqual([]);
    return objects.map((object) => object['@type']);
  };

  beforeAll(async () => {
    site = await buildTestSite(['mf-news', 'mf-sports', 'mf-tv']);
    app = site.app;
  }, SETUP_TIMEOUT);
  afterAll(() => site.close());

  it('home: the Organization and the WebSite with its search', async () => {
    expect(await typesOf('/')).toEqual(['Organization', 'WebSite']);
  });

  it('a story: NewsArticle', async () => {
    const story = parse(ArticlePageSchema, await app.inject('/api/v3/feed?per=1')).results[0];
    expect(await typesOf(story?.link ?? '/x')).toEqual(['NewsArticle']);
  });

  it('a TV video: VideoObject, its poster first', async () => {
    const video = parse(GalleryPageSchema, await app.inject('/api/v3/site/content/tim-tv?per=1')).results[0];
    if (!video) throw new Error('the seed has TV videos');
    expect(await typesOf(tvVideoPath(video))).toEqual(['VideoObject']);
    const [object] = jsonLdOf((await app.inject(tvVideoPath(video))).body);
    expect((object?.thumbnailUrl as string[])[0]).toBe(
      new URL(video.video?.poster ?? '', FALLBACK_SITE_CONFIG.url).toString(),
    );
  });

  it('an event: SportsEvent and its trail', async () => {
    const live = parse(SportingEventPageSchema, await app.inject('/api/v3/sporting_events/live')).results[0];
    if (!live) throw new Error('the fixed clock has a game in play');
    expect(await typesOf(`/sports/event/jogo/${live.id}`)).toEqual(['SportsEvent', 'BreadcrumbList']);
  });

  it('a sitemap day: its trail', async () => {
    const [y, m, d] = [NOW.getUTCFullYear(), NOW.getUTCMonth() + 1, NOW.getUTCDate()];
    expect(await typesOf(`/sitemap/${y}/${m}/${d}`)).toEqual(['BreadcrumbList']);
  });

  it('keeps story text from breaking out of its script element', async () => {
    const story = parse(ArticlePageSchema, await app.inject('/api/v3/feed?per=1')).results[0];
    if (!story) throw new Error('the seed has stories');
    const hostile = { ...story, name: '</script><script>alert(1)</script>', description: '<!-- & -->' };
    const { articleStructuredData } = await import('./structured-data');
    const { jsonForScript } = await import('../html');
    const json = jsonForScript(
      articleStructuredData(hostile, FALLBACK_SITE_CONFIG, {
        canonical: 'http://x/a',
        images: [],
        description: hostile.description,
      }),
    );
    expect(json).not.toMatch(/[<>]/);
    expect((JSON.parse(json) as Json).headline).toBe(hostile.name);
  });
});
