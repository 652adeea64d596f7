import {
  FALLBACK_SITE_CONFIG,
  HOME_STORY_FIELDS,
  GalleryPageSchema,
  HomeResponseSchema,
  MediaResponseSchema,
  SiteConfigSchema,
} from 'shared-contracts';
import { COVER_STORIES } from '../src/api/content/home';
import { buildTestApi, errorCode, getter, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
beforeAll(async () => {
  // The read cache on, as in production: a changed configuration must not be served stale.
  api = await buildTestApi({ cache: { maxBytes: 8 * 1024 * 1024, ttlMs: 600_000 } });
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

const get = getter(() => api);
const putTemplate = (content: unknown) =>
  api.app.inject({ method: 'PUT', url: '/api/v3/test/site/template', payload: { content } });
const TEMPLATE = FALLBACK_SITE_CONFIG.template.content;

afterEach(async () => {
  await putTemplate(TEMPLATE);
});

describe('GET /api/v3/site/content/home', () => {
  it('gives the cover first, then every template gallery in order with its name', async () => {
    const home = parse(HomeResponseSchema, await get('/api/v3/site/content/home'));
    const names = home.sections.map((section) => section.name);
    const others = TEMPLATE.filter((entry) => entry.key !== 'cover');
    expect(names).toEqual(['Capa', ...others.map((entry) => entry.name)]);
    // Lifestyle and technology list the stories filed under them (seed story_topics.json).
    expect(names).toEqual(expect.arrayContaining(['Estilo de vida', 'Tecnologia']));
    expect(home.sections[0]).toMatchObject({ kind: 'cover', feed_path: '/feed/headlines' });
    // The TV gallery lists the seeded videos.
    expect(home.sections.find((s) => s.key === 'tv')).toMatchObject({ kind: 'tv', feed_path: '/tv' });
    expect(home.sections.find((s) => s.key === 'sports')?.kind).toBe('sports');
    expect(home.sections.every((section) => section.results.length > 0)).toBe(true);
    expect(home.sections[0]?.results).toHaveLength(COVER_STORIES);
    expect(home.sections.slice(1).every((section) => section.results.length <= 6)).toBe(true);
  });

  it('gives each story only the fields its card reads: the answer is inlined in the page', async () => {
    const home = parse(HomeResponseSchema, await get('/api/v3/site/content/home?per=12'));
    const stories = home.sections.flatMap((section) => section.results);
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) {
      expect(Object.keys(story).every((key) => (HOME_STORY_FIELDS as readonly string[]).includes(key))).toBe(
        true,
      );
    }
  });

  it('leaves out a gallery the data has no story for (world cup), heading included', async () => {
    expect(
      (
        await putTemplate([
          ...TEMPLATE,
          { name: 'Copa do Mundo', key: 'world-cup', source_id: 'world-cup', source_type: 'Gallery' },
        ])
      ).statusCode,
    ).toBe(200);
    const home = parse(HomeResponseSchema, await get('/api/v3/site/content/home?per=5'));
    expect(home.sections.map((section) => section.key)).not.toContain('world-cup');
  });

  it('fills the technology gallery with the stories filed under it, newest first', async () => {
    const gallery = parse(GalleryPageSchema, await get('/api/v3/site/content/technology?per=20'));
    expect(gallery.results.map((story) => story.id)).toEqual(
      expect.arrayContaining(['folha-000010', 'folha-003041', 'folha-003182']),
    );
    const dates = gallery.results.map((story) => story.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('never prints one story in two sections', async () => {
    const home = parse(HomeResponseSchema, await get('/api/v3/site/content/home?per=8'));
    const ids = home.sections.flatMap((section) => section.results.map((story) => story.id));
    expect(new Set(ids).size).toBe(ids.length);
    const vertical = home.sections.find((s) => s.key === 'entertainment');
    expect(vertical?.results.every((story) => story.verticals[0]?.key === 'entertainment')).toBe(true);
  });

  it('follows a changed configuration on the next request, cache or not', async () => {
    await get('/api/v3/site/content/home');
    await get('/api/v3/site/config');
    const reordered = [
      { name: 'Bola rolando', key: 'sports', source_id: 'sports', source_type: 'Gallery' },
      { name: 'Mundo', key: 'news', source_id: 'news', source_type: 'Gallery' },
      { name: 'Primeira página', key: 'cover', source_id: 'cover', source_type: 'Gallery' },
    ];
    expect((await putTemplate(reordered)).statusCode).toBe(200);
    const home = parse(HomeResponseSchema, await get('/api/v3/site/content/home'));
    expect(home.sections.map((section) => section.name)).toEqual([
      'Primeira página',
      'Bola rolando',
      'Mundo',
    ]);
    const config = parse(SiteConfigSchema, await get('/api/v3/site/config'));
    expect(config.template.content.map((entry) => entry.name)).toEqual(reordered.map((entry) => entry.name));
  });

  it('answers 404 SITE_NOT_FOUND for another site and 400 for a bad per', async () => {
    expect(errorCode(await get('/api/v3/site/content/home?site_id=5'))).toBe('SITE_NOT_FOUND');
    const bad = await get('/api/v3/site/content/home?per=99');
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
  });
});

describe('story pictures', () => {
  it('gives a match story the match picture with both teams and the score in its alt, other stories a section card', async () => {
    const { createImageLookup } = await import('../src/api/media/queries');
    const lookup = createImageLookup(api.database.db, () => new Date('2026-11-21T15:30:00Z'));
    const home = parse(HomeResponseSchema, await get('/api/v3/site/content/home?per=12'));
    const stories = home.sections.flatMap((section) => section.results);
    const match = stories.find((story) => story.event_id !== null);
    const plain = stories.find((story) => story.event_id === null);
    expect(match?.photos[0]?.original).toMatch(/^\/api\/v3\/images\/match\//);
    expect(match?.photos[0]?.alt).toMatch(/^Escudos e placar: .+ \d+ × \d+ .+$/);
    expect(plain?.photos[0]).toMatchObject({ alt: '' });
    expect(plain?.photos[0]?.original).toMatch(/^\/api\/v3\/images\/article\//);

    const facts = await lookup('match', match?.event_id ?? '');
    expect(facts?.settled).toBe(true);
    expect(facts?.match?.score).not.toBeNull();
    // The front page's cards carry no tags: the story's own call has them.
    const [full] = parse(MediaResponseSchema, await get(`/api/v3/media/news_stories/${match?.id ?? ''}`));
    const teams = full?.tags.filter((tag) => tag.context === 'teams').map((tag) => tag.id) ?? [];
    expect([facts?.match?.home.id, facts?.match?.away.id].sort()).toEqual([...teams].sort());
    expect(await lookup('article', plain?.id ?? '')).toMatchObject({ section: plain?.verticals[0]?.key });
    expect(await lookup('article', 'no-such-story')).toBeUndefined();
    expect(await lookup('match', 'no-such-match')).toBeUndefined();
  });
});

describe('the pictures through the API', () => {
  it('serves a story picture, and crests still while the database is away, where other calls answer 503', async () => {
    const home = parse(HomeResponseSchema, await get('/api/v3/site/content/home?per=4'));
    const story = home.sections[0]?.results.find((entry) => entry.event_id === null);
    const picture = await get(`/api/v3/images/article/${story?.id ?? ''}?w=320&fmt=jpeg`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(errorCode(await get('/api/v3/images/article/no-such-story?w=320'))).toBe('NOT_FOUND');

    const down: TestApi = await buildTestApi({
      database: { ...api.database, availability: { ...api.database.availability, isDown: () => true } },
    });
    try {
      const crest = await down.app.inject({ url: '/api/v3/images/crest/flamengo?w=64&fmt=png' });
      expect(crest.statusCode).toBe(200);
      const feed = await down.app.inject({ url: '/api/v3/site/content/home' });
      expect(feed.statusCode).toBe(503);
      expect(errorCode(feed)).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await down.app.close();
    }
    // Draws two pictures and builds a second API: more than Jest's 5 s default on a busy machine.
  }, 30_000);
});
