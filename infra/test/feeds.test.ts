/**
 * The site's own RSS feeds (edge/feeds.ts), read as a feed reader reads them: a real feed parser
 * (@rowanmanning/feed-parser) finds the channel, every item's full title, link, date, summary,
 * author, section and pictures (Media RSS); pages name their feeds; conditional GET answers 304.
 */
import type { FastifyInstance } from 'fastify';
import { parseFeed } from '@rowanmanning/feed-parser';
import {
  ArticlePageSchema,
  FALLBACK_SITE_CONFIG,
  FRONT_FEED_ALIASES,
  GalleryPageSchema,
} from 'shared-contracts';
import { buildTestSite, parse, SETUP_TIMEOUT, type TestApi } from './helper';

const config = FALLBACK_SITE_CONFIG;
let site: TestApi;
let app: FastifyInstance;

beforeAll(async () => {
  site = await buildTestSite();
  app = site.app;
}, SETUP_TIMEOUT);
afterAll(() => site.close());

async function feedAt(path: string) {
  const res = await app.inject(path);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  return { res, feed: parseFeed(res.body).toJSON() };
}

describe('the front page feed', () => {
  it('lists the newest stories with their full title, link, date, summary, author, section and pictures', async () => {
    const { feed } = await feedAt('/rss.xml');
    const latest = parse(ArticlePageSchema, await app.inject('/api/v3/feed?per=30')).results;
    expect(feed.meta.type).toBe('rss');
    expect(feed.title).toBe(config.name);
    expect(feed.url).toBe(`${config.url}/`);
    expect(feed.self).toBe(`${config.url}/rss.xml`);
    expect(feed.language).toBe('pt-BR');
    expect(feed.items.map((item) => item.title)).toEqual(latest.map((story) => story.name));
    const [item] = feed.items;
    const [story] = latest;
    if (!item || !story) throw new Error('the seed has stories');
    expect(item.url).toBe(`${config.url}${story.link}`);
    expect(item.id).toBe(item.url);
    expect(item.published).toBe(
      new Date(Math.floor(Date.parse(story.publish_date) / 1000) * 1000).toISOString(),
    );
    expect(item.description).toBe(story.description || story.name);
    expect(item.authors[0]?.name).toBe(story.author ?? story.publisher.name);
    expect(item.categories[0]?.label).toBe(story.verticals[0]?.label);
    expect(item.image?.url).toBe(`${config.url}/api/v3/images/story-card/${story.id}?w=400&h=400&fmt=jpeg`);
    expect(item.media.some((media) => media.type === 'image' && media.url?.startsWith(config.url))).toBe(
      true,
    );
  });

  it('answers the usual feed addresses', async () => {
    for (const path of FRONT_FEED_ALIASES)
      expect((await feedAt(path)).feed.self).toBe(`${config.url}/rss.xml`);
  });

  it('is revalidated: ETag and Last-Modified, 304 while nothing changed', async () => {
    const { res } = await feedAt('/rss.xml');
    const etag = String(res.headers.etag);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const again = await app.inject({ url: '/rss.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await app.inject({
      url: '/rss.xml',
      headers: { 'if-modified-since': String(res.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);
  });
});

describe('section and topic feeds', () => {
  it.each(['news', 'sports', 'entertainment'])('the %s section lists its gallery', async (section) => {
    const { feed } = await feedAt(`/rss/${section}.xml`);
    const gallery = parse(
      GalleryPageSchema,
      await app.inject(`/api/v3/site/content/${section}?per=30`),
    ).results;
    expect(feed.items.map((item) => item.title)).toEqual(gallery.map((story) => story.name));
    expect(feed.items.length).toBeGreaterThan(0);
  });

  it('the TV section lists the videos with their file as enclosure', async () => {
    const { feed } = await feedAt('/rss/tv.xml');
    const [item] = feed.items;
    expect(item?.media.some((media) => media.type === 'video' && media.mimeType === 'video/mp4')).toBe(true);
  });

  it("a league's feed lists its news under its name; an unknown one is 404", async () => {
    const { feed } = await feedAt('/rss/leagues/brasileirao.xml');
    expect(feed.title).toBe(`${config.name} — Brasileirão Série A`);
    expect(feed.url).toBe(`${config.url}/sports/feed/brasileirao-serie-a/brasileirao`);
    expect(feed.items.length).toBeGreaterThan(0);
    expect((await app.inject('/rss/leagues/nao-existe.xml')).statusCode).toBe(404);
    expect((await app.inject('/rss/planets/mars.xml')).statusCode).toBe(404);
    expect((await app.inject('/rss/lifestyle.xml')).statusCode).toBe(404);
  });
});

describe('pages name their feeds', () => {
  const alternates = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="([^"]+)" \/>/g,
      ),
    ].map((match) => match[1]);

  it('every page the front page feed; sports pages their section and league', async () => {
    expect(alternates((await app.inject('/')).body)).toEqual([`${config.url}/rss.xml`]);
    expect(alternates((await app.inject('/sports/standings/brasileirao-serie-a/brasileirao')).body)).toEqual([
      `${config.url}/rss/leagues/brasileirao.xml`,
      `${config.url}/rss/sports.xml`,
      `${config.url}/rss.xml`,
    ]);
  });
});
