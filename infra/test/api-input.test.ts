/**
 * Input the schemas must refuse with a 4xx and a stable code before it reaches the database:
 * numbers out of range or not finite, impossible calendar dates, deeply nested and oversized
 * JSON bodies.
 */
import type { HTTPMethods } from 'fastify';
import { API_BODY_LIMIT, MAX_JSON_DEPTH } from '../src/api/input';
import { buildTestApi, errorCode, getter, newPsid, SETUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
/** The write routes of the OpenAPI document, with placeholder path parameters. */
let writeRoutes: { method: HTTPMethods; url: string }[];
beforeAll(async () => {
  api = await buildTestApi();
  const doc = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  writeRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({
        method: method.toUpperCase() as HTTPMethods,
        url: path.replace(/\{[^}]+\}/g, 'premier-league-2024-25-0111'),
      })),
  );
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

const get = getter(() => api);

describe('numbers', () => {
  it.each([
    '/api/v3/feed?page=1e309',
    '/api/v3/feed?page=Infinity',
    '/api/v3/feed?per=-Infinity',
    '/api/v3/site/config?site_id=99999999999999999999',
    '/api/v3/site/config?site_id=2147483648',
    '/api/v3/site/config?site_id=Infinity',
    '/api/v3/sitemap/Infinity',
    '/api/v3/sitemap/2024/1e309',
    '/api/v3/sitemap/2024/1/-Infinity',
    '/api/v4/personalized_recommendations?size=Infinity',
    '/api/v3/sitemap/latest?hours=1e309',
    '/api/v3/sporting_events?site_id=99999999999999999999',
    '/api/v4/content/search?text=gol&page=1e309',
  ])('refuses %s with 400 VALIDATION_FAILED', async (url) => {
    const response = await get(url, { psid: newPsid() });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('VALIDATION_FAILED');
  });

  it('names the field that is not finite', async () => {
    const response = await get('/api/v3/sitemap/latest?hours=1e309');
    expect(JSON.parse(response.body).error.message).toBe('querystring/hours must be a finite number.');
  });

  it('still takes the largest site id a site can have', async () => {
    expect(errorCode(await get('/api/v3/site/config?site_id=2147483647'))).toBe('SITE_NOT_FOUND');
  });
});

describe('dates', () => {
  it.each([
    '/api/v3/sporting_events?date=2024-13-45',
    '/api/v3/sporting_events?date=2023-02-29',
    '/api/v3/sporting_events?date=2026-04-31',
    '/api/v3/sporting_events?date=0000-01-01',
    '/api/v3/profiles/teams/flamengo/feed?start_date=2024-13-45',
    '/api/v3/profiles/teams/flamengo/feed?start_date=2026-02-30',
    '/api/v3/sporting_events/soccer/premier-league-2024-25-0111/feed?start_date=2024-00-10',
  ])('refuses the impossible date in %s with 400 VALIDATION_FAILED', async (url) => {
    const response = await get(url, { psid: newPsid() });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('VALIDATION_FAILED');
  });

  it('takes real days, leap days included', async () => {
    expect((await get('/api/v3/sporting_events?date=2024-02-29')).statusCode).toBe(200);
    expect((await get('/api/v3/profiles/teams/flamengo/feed?start_date=2026-10-31')).statusCode).toBe(200);
  });
});

describe('JSON bodies', () => {
  const bodies = {
    'nested arrays': '['.repeat(100_000) + ']'.repeat(100_000),
    'nested objects': '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
    'nested profiles': `{"profiles":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  };

  it('has the write routes of the API', () => {
    expect(writeRoutes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(Object.entries(bodies))(
    'refuses %s on every write route with 400 VALIDATION_FAILED',
    async (_, payload) => {
      for (const { method, url } of writeRoutes) {
        const response = await api.app.inject({
          method,
          url,
          payload,
          headers: { psid: newPsid(), 'content-type': 'application/json' },
        });
        expect([method, url, response.statusCode, errorCode(response)]).toEqual([
          method,
          url,
          400,
          'VALIDATION_FAILED',
        ]);
      }
    },
  );

  it(`takes bodies nested up to ${MAX_JSON_DEPTH} levels, brackets inside strings not counted`, async () => {
    const psid = newPsid();
    const follow = await api.app.inject({
      method: 'POST',
      url: '/api/v3/profiles/feed',
      payload: { profiles: [{ id: 'flamengo', context: 'teams' }], note: '[[[[{{{{'.repeat(10) },
      headers: { psid },
    });
    expect(follow.statusCode).toBe(200);
    const deep = '['.repeat(MAX_JSON_DEPTH - 1) + ']'.repeat(MAX_JSON_DEPTH - 1);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v3/profiles/feed',
      payload: `{"profiles":[],"x":${deep}}`,
      headers: { psid, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses bodies over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v3/profiles/feed',
      payload: JSON.stringify({ profiles: [], pad: 'x'.repeat(API_BODY_LIMIT) }),
      headers: { psid: newPsid(), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(errorCode(response)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('still refuses prototype poisoning', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v3/like',
      payload: '{"id":"x","__proto__":{"admin":true}}',
      headers: { psid: newPsid(), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
