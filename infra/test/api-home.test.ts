import { FALLBACK_SITE_CONFIG, HomeResponseSchema, SiteConfigSchema } from 'shared-contracts';
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
  it('gives the cover first, then the template galleries in order with their names, leaving empty ones out', async () => {
    const home = parse(HomeResponseSchema, await get('/api/v3/site/content/home'));
    const names = home.sections.map((section) => section.name);
    const withStories = TEMPLATE.filter((entry) =>
      ['highlights', 'entertainment', 'sports', 'news'].includes(entry.key),
    );
    expect(names).toEqual(['Capa', ...withStories.map((entry) => entry.name)]);
    expect(home.sections[0]).toMatchObject({ kind: 'cover', feed_path: '/feed/headlines' });
    expect(home.sections.find((s) => s.key === 'sports')?.kind).toBe('sports');
    expect(home.sections.every((section) => section.results.length > 0)).toBe(true);
    expect(home.sections[0]?.results).toHaveLength(5);
    expect(home.sections.slice(1).every((section) => section.results.length <= 6)).toBe(true);
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
