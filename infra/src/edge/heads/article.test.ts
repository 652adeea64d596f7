import type { FastifyInstance } from 'fastify';
import {
  ArticlePageSchema,
  FALLBACK_SITE_CONFIG,
  pageTitle,
  shortDescription,
  shortTitle,
  type Article,
} from 'shared-contracts';
import { escapeHtml } from '../html';
import { buildTestSite, parse, SETUP_TIMEOUT, type TestApi } from '../../../test/helper';
import { mediaHead, newsStoryHead, tvHead, videoStoryHead } from './article';
import { MISSING, type ApiGet } from './types';

const config = FALLBACK_SITE_CONFIG;
const link = '/noproxy/news_stories/news/folha/frente-fria/folha-000007';
const article: Article = {
  id: 'folha-000007',
  context: 'news_stories',
  name: 'Frente fria chega ao Sul',
  description: 'Temperaturas caem até 10 graus.',
  link,
  links: [{ url: link }],
  videos: [],
  photos: [{ original: '/api/v3/images/article/folha-000007?w=800' }],
  categories: ['Notícias'],
  language: 'pt',
  publisher: {
    id: 'folha',
    name: 'Folha',
    common_name: 'folha',
    context: 'publishers',
    license: 'CC BY 4.0',
  },
  author: null,
  credit: 'Folha',
  publish_date: '2026-11-21T10:00:00.000Z',
  date_is_real: true,
  generated: false,
  verticals: [{ key: 'news', label: 'Notícias' }],
  external: false,
  offline: false,
  tags: [],
  feed: { goto_short_link: link },
  post: 'noproxy',
  category: 'news',
  slugs: 'frente-fria',
  event_id: null,
};

const asked: string[] = [];
const fakeGet =
  (statusCode: number, body: unknown): ApiGet =>
  async (url) => {
    asked.push(url);
    return { statusCode, body };
  };
const context = (get: ApiGet, pathname = '/x') => ({ config, get, pathname });

beforeEach(() => asked.splice(0));

describe('article page head', () => {
  it('gives title, summary, canonical, the 1200x630 and 400x400 share cards, date and section', async () => {
    const head = await newsStoryHead(
      { post: 'noproxy', '*': 'web/folha-000007' },
      context(fakeGet(200, [article])),
    );

    expect(head).toMatchObject({
      title: `Frente fria chega ao Sul | ${config.name}`,
      description: 'Temperaturas caem até 10 graus.',
      canonical: `${config.url}${link}`,
      images: [
        {
          url: `${config.url}/api/v3/images/story-card/folha-000007?w=1200&h=630&fmt=jpeg`,
          width: 1200,
          height: 630,
          alt: article.name,
          type: 'image/jpeg',
        },
        {
          url: `${config.url}/api/v3/images/story-card/folha-000007?w=400&h=400&fmt=jpeg`,
          width: 400,
          height: 400,
          alt: article.name,
          type: 'image/jpeg',
        },
      ],
      type: 'article',
      article: { publishedTime: article.publish_date, section: 'Notícias' },
    });
    expect(asked).toEqual(['/api/v3/media/news_stories/folha-000007?site_id=771&frequency=2&offset=1']);
  });

  it('asks for a video story and a media page with their content type', async () => {
    const video = { ...article, context: 'videos' };
    await videoStoryHead({ post: 'noproxy', '*': '9/gol' }, context(fakeGet(200, [video])));
    await mediaHead({ '*': 'news_stories/news/folha/slug/8' }, context(fakeGet(200, [article])));

    expect(asked).toEqual([
      '/api/v3/media/videos/9?site_id=771&frequency=2&offset=1',
      '/api/v3/media/news_stories/8?site_id=771&frequency=2&offset=1',
    ]);
  });

  it('cuts a long title at a word, so title and site name stay within about 70 characters', async () => {
    const name = `${'Governo anuncia medidas '.repeat(10)}fim`;
    const head = await newsStoryHead(
      { post: 'noproxy', '*': 'web/folha-000007' },
      context(fakeGet(200, [{ ...article, name }])),
    );
    const title = head !== MISSING ? (head?.title ?? '') : '';
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).toMatch(/^Governo anuncia medidas .*… \| Onda Notícias$/);
    expect(shortTitle(name)).toMatch(/^Governo( anuncia medidas Governo)* anuncia…$/);
    expect(shortTitle(name).length).toBeLessThanOrEqual(70);
  });

  it('cuts a long summary at a word', () => {
    const long = `${'palavra '.repeat(40)}fim`;
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(200);
    expect(short).toMatch(/palavra…$/);
  });

  it('says unknown stories, malformed ids and paths without an id are missing', async () => {
    const params = { post: 'noproxy', '*': 'web/nada' };
    expect(await newsStoryHead(params, context(fakeGet(404, { error: { code: 'CONTENT_NOT_FOUND' } })))).toBe(
      MISSING,
    );
    expect(await newsStoryHead(params, context(fakeGet(400, { error: { code: 'VALIDATION_FAILED' } })))).toBe(
      MISSING,
    );
    expect(await newsStoryHead({ post: 'noproxy', '*': 'news' }, context(fakeGet(200, [article])))).toBe(
      MISSING,
    );
    expect(asked).toHaveLength(2);
  });

  it('leaves off-contract answers and API failures to the site defaults', async () => {
    const params = { post: 'noproxy', '*': 'web/nada' };
    expect(await newsStoryHead(params, context(fakeGet(200, [{ ...article, id: 7 }])))).toBeUndefined();
    expect(
      await newsStoryHead(params, context(fakeGet(500, { error: { code: 'INTERNAL' } }))),
    ).toBeUndefined();
  });

  it('looks a TV video up by the last segment of every route form, and leaves the TV start alone', async () => {
    const video = { ...article, context: 'videos' };
    // The id rules themselves: shared-contracts/src/tv-paths.test.ts.
    expect(await tvHead({ '*': '' }, context(fakeGet(200, [video]), '/tv'))).toBeUndefined();
    const path = '/tv/videos/noticias/folha/gol/13';
    expect(await tvHead({ '*': path.slice(4) }, context(fakeGet(404, {}), path))).toBe(MISSING);
    await tvHead({ '*': 'videos/12' }, context(fakeGet(404, {}), '/tv/videos/12'));
    expect(await tvHead({ '*': 'outra' }, context(fakeGet(200, [video]), '/tv/outra'))).toBe(MISSING);
    expect(asked).toEqual([
      '/api/v3/media/videos/13?site_id=771&frequency=2&offset=1',
      '/api/v3/media/videos/12?site_id=771&frequency=2&offset=1',
    ]);
  });

  it('never uses a link that leaves the site as canonical', async () => {
    const external = { ...article, link: '//evil.example/x' };
    const head = await newsStoryHead(
      { post: 'noproxy', '*': 'web/folha-000007' },
      context(fakeGet(200, [external])),
    );

    expect(head).not.toHaveProperty('canonical');
  });
});

describe('article page HTML, fetched without JavaScript', () => {
  let site: TestApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await buildTestSite(['mf-news']);
    app = site.app;
  }, SETUP_TIMEOUT);
  afterAll(() => site.close());

  it('carries the story title, canonical and its share cards on every route form', async () => {
    const story = parse(ArticlePageSchema, await app.inject('/api/v3/feed?per=1')).results[0];
    if (!story) throw new Error('the seed should have stories');
    for (const path of [
      story.link,
      `/noproxy/news_stories/web/${story.id}`,
      `/media/news_stories/x/y/z/${story.id}`,
    ]) {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        `<meta property="og:title" content="${escapeHtml(pageTitle(story.name, config.name))}" />`,
      );
      expect(res.body).toContain(`<link rel="canonical" href="${config.url}${story.link}" />`);
      expect(res.body).toContain(
        `<meta property="og:image" content="${config.url}/api/v3/images/story-card/${story.id}?w=1200&amp;h=630&amp;fmt=jpeg" />`,
      );
      expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
      expect(res.body).toContain(
        `<meta property="og:image" content="${config.url}/api/v3/images/story-card/${story.id}?w=400&amp;h=400&amp;fmt=jpeg" />`,
      );
      expect(res.body).toContain(
        `<meta property="article:published_time" content="${story.publish_date}" />`,
      );
      expect(res.body).toContain('<meta property="og:type" content="article" />');
    }
  });

  it('answers an unknown story with the site defaults and 404', async () => {
    const res = await app.inject('/noproxy/news_stories/web/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<title>${config.meta.title}</title>`);
  });
});
