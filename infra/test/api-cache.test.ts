/**
 * HTTP caching of API reads (api/read-cache.ts): ETag and 304, Cache-Control per kind, Vary,
 * private answers of readers, no caching of errors, and the answers each instance keeps: the
 * same bytes as uncached, dropped by the writes that change them and after their time-to-live.
 */
import {
  ArticlePageSchema,
  FollowChangeResponseSchema,
  LikesResponseSchema,
  SportingEventSchema,
  TopicTreeSchema,
  type SportingEvent,
} from 'shared-contracts';
import type { Static } from '@sinclair/typebox';
import { storeFeedItems } from '../src/importer/store-feed-items';
import { CACHE_CONTROL } from '../src/api/read-cache';
import { buildTestApi, newPsid, NOW, openTestDatabase, parse, SETUP_TIMEOUT, type TestApi } from './helper';
import type { Database } from '../src/db/open';

const RUN = `${process.pid}-${Date.now().toString(36)}`;
const PUBLISHER = `Gazeta do Cache ${RUN}`;
const EVENT = '/api/v3/sporting_events/soccer/premier-league-2024-25-0111';

let database: Database;
let api: TestApi;
/** A second instance on the same database with its own cache clock, and one that keeps nothing. */
let clocked: TestApi;
let uncached: TestApi;
let clock = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await buildTestApi({ database });
  clocked = await buildTestApi({
    database,
    cacheClock: () => clock,
    cache: { maxBytes: 1 << 20, ttlMs: 10_000 },
  });
  uncached = await buildTestApi({ database, cache: { maxBytes: 0, ttlMs: 10_000 } });
}, SETUP_TIMEOUT);

afterAll(async () => {
  const publishers = await database.db
    .selectFrom('publishers')
    .select('id')
    .where('name', '=', PUBLISHER)
    .execute();
  const ids = publishers.map((row) => row.id);
  if (ids.length > 0) {
    await database.db.deleteFrom('content').where('publisher_id', 'in', ids).execute();
    await database.db.deleteFrom('publishers').where('id', 'in', ids).execute();
  }
  await Promise.all([api.close(), clocked.close(), uncached.close()]);
  await database.close();
});

const get = (on: TestApi, url: string, headers: Record<string, string> = {}) =>
  on.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload: unknown) =>
  api.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

/** Keys of the followed nodes at any of the tree's three levels. */
const followedKeys = (tree: Static<typeof TopicTreeSchema>): string[] =>
  tree.nodes
    .flatMap((node) => [node, ...node.nodes, ...node.nodes.flatMap((mid) => mid.nodes)])
    .filter((node) => node.followed)
    .map((node) => node.key);

const homeScore = (event: SportingEvent): number | null =>
  event.scores.find((score) => score.position === 'home')?.value ?? null;

describe('ETag and If-None-Match', () => {
  it('labels a read with a weak ETag and answers 304 when the client has it', async () => {
    const first = await get(api, '/api/v3/feed?page=1&per=4');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(api, '/api/v3/feed?per=4&page=1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await get(api, '/api/v3/feed?page=1&per=4', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('answers 304 for a private answer too (never kept, but still revalidated)', async () => {
    const psid = newPsid();
    const first = await get(api, '/api/v3/like', { psid });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const again = await get(api, '/api/v3/like', { psid, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('Cache-Control per kind, and Vary', () => {
  it.each([
    ['/api/v3/site/content/hero?page=1&per=5', CACHE_CONTROL.short],
    ['/api/v3/feed', CACHE_CONTROL.short],
    ['/api/v4/content/search?text=selecao', CACHE_CONTROL.short],
    ['/api/v3/site/favorites/ac?q=flamengo', CACHE_CONTROL.short],
    ['/api/v3/profiles/teams/flamengo/feed?per=5', CACHE_CONTROL.short],
    ['/api/v3/sporting_events?d=0&z=America/Sao_Paulo', CACHE_CONTROL.live],
    ['/api/v3/sporting_events/live', CACHE_CONTROL.live],
    [EVENT, CACHE_CONTROL.live],
    ['/api/v3/site/config?app=web&site_id=771', CACHE_CONTROL.long],
    ['/api/v3/site/favorites', CACHE_CONTROL.long],
    ['/api/v3/site/discover', CACHE_CONTROL.long],
  ])('%s: %s', async (url, expected) => {
    const response = await get(api, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
    expect(expected).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  });

  it('varies on PSID where the answer depends on the reader, and only there', async () => {
    expect((await get(api, '/api/v3/site/favorites')).headers.vary).toBe('PSID');
    expect((await get(api, '/api/v4/personalized_recommendations')).headers.vary).toBe('PSID');
    expect((await get(api, '/api/v3/feed')).headers.vary).toBeUndefined();
  });

  it.each([
    ['/api/v3/site/favorites'],
    ['/api/v4/personalized_recommendations'],
    ['/api/v3/follows_anon'],
    ['/api/v3/follows'],
    ['/api/v3/like'],
    ['/api/v3/profiles/sporting_events?d=0'],
  ])('%s with a PSID is private and must be revalidated', async (url) => {
    const response = await get(api, url, { psid: newPsid() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('PSID');
  });

  it('never caches errors', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get(api, '/api/v3/site/content/no-such-gallery');
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
    const missing = await get(api, '/api/v3/follows_anon');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('leaves writes and the live stream alone', async () => {
    const psid = newPsid();
    const follow = await send('POST', '/api/v3/follows_anon', { psid }, { id: 'flamengo', context: 'teams' });
    expect(follow.statusCode).toBe(200);
    expect(follow.headers['cache-control']).toBeUndefined();
    expect(follow.headers.etag).toBeUndefined();
  });
});

describe('kept answers', () => {
  it('are the same bytes and headers as an uncached answer', async () => {
    for (const url of [
      '/api/v3/site/content/hero?page=1&per=10',
      '/api/v3/feed?page=2&per=10',
      '/api/v4/content/search?text=selecao&per=15',
      '/api/v3/site/favorites/ac?q=flamengo',
      '/api/v3/sporting_events?d=0,1&z=America/Sao_Paulo&per=120',
      EVENT,
      `${EVENT}/feed`,
    ]) {
      const fresh = await get(uncached, url);
      await get(api, url);
      const kept = await get(api, url);
      expect(kept.body).toBe(fresh.body);
      expect(kept.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(kept.headers.etag).toBe(fresh.headers.etag);
    }
  });

  it("never give a reader's answer to someone else", async () => {
    const psid = newPsid();
    await send('POST', '/api/v3/follows_anon', { psid }, { id: 'flamengo', context: 'teams' });
    const anonymous = parse(TopicTreeSchema, await get(api, '/api/v3/site/favorites'));
    const mine = parse(TopicTreeSchema, await get(api, '/api/v3/site/favorites', { psid }));
    const anonymousAgain = parse(TopicTreeSchema, await get(api, '/api/v3/site/favorites'));
    expect(followedKeys(mine).length).toBeGreaterThan(0);
    expect(followedKeys(anonymous)).toEqual([]);
    expect(followedKeys(anonymousAgain)).toEqual([]);
  });

  it('show a follow and a like on the next read', async () => {
    const psid = newPsid();
    const before = parse(TopicTreeSchema, await get(api, '/api/v3/site/favorites', { psid }));
    expect(followedKeys(before)).toEqual([]);
    parse(
      FollowChangeResponseSchema,
      await send('POST', '/api/v3/follows_anon', { psid }, { id: 'flamengo', context: 'teams' }),
    );
    const after = parse(TopicTreeSchema, await get(api, '/api/v3/site/favorites', { psid }));
    expect(followedKeys(after).length).toBeGreaterThan(0);

    const top = parse(ArticlePageSchema, await get(api, '/api/v3/feed?per=1')).results[0];
    expect(top).toBeDefined();
    expect(parse(LikesResponseSchema, await get(api, '/api/v3/like', { psid })).likes.apiResults).toEqual([]);
    await send('POST', '/api/v3/like', { psid }, { id: top?.id, context: top?.context });
    expect(parse(LikesResponseSchema, await get(api, '/api/v3/like', { psid })).likes.apiResults).toEqual([
      top?.id,
    ]);
  });

  it('show imported stories on the next read', async () => {
    const url = '/api/v3/feed?page=1&per=3';
    const before = await get(api, url);
    expect((await get(api, url)).body).toBe(before.body);
    const guid = `cache-${RUN}`;
    await storeFeedItems(
      database,
      PUBLISHER,
      [
        {
          guid,
          title: 'Guarda-chuva esquecido vira atração no museu',
          link: `https://gazeta.example.com/${guid}`,
          publishedAt: new Date(NOW.getTime() - 30_000).toISOString(),
          categories: [],
          summary: 'Visitantes fazem fila.',
          bodyHtml: '<p>Visitantes fazem fila.</p>',
        },
      ],
      { fetchedAt: NOW },
    );
    // Other suites may store newer stories in a shared PostgreSQL database: the new one is among
    // the first, not necessarily the first.
    const after = parse(ArticlePageSchema, await get(api, url));
    expect(after.results.map((story) => story.name)).toContain(
      'Guarda-chuva esquecido vira atração no museu',
    );
  });

  it("show a score change on the next read of the event and the day's events", async () => {
    const list = '/api/v3/sporting_events?d=0,1&z=America/Sao_Paulo&per=120';
    const before = parse(SportingEventSchema, await get(api, EVENT));
    await get(api, list);
    const home = (homeScore(before) ?? 0) + 7;
    const set = await send(
      'POST',
      '/api/v3/test/sporting_events/premier-league-2024-25-0111/score',
      {},
      {
        home,
        away: 0,
        status: 'playing',
      },
    );
    expect(set.statusCode).toBe(200);
    try {
      expect(homeScore(parse(SportingEventSchema, await get(api, EVENT)))).toBe(home);
      expect((await get(api, list)).body).toBe((await get(uncached, list)).body);
    } finally {
      await api.app.inject({
        method: 'DELETE',
        url: '/api/v3/test/sporting_events/premier-league-2024-25-0111/score',
      });
    }
    expect(homeScore(parse(SportingEventSchema, await get(api, EVENT)))).toBe(homeScore(before));
  });

  it('expire after their time-to-live (a change no write announced)', async () => {
    const url = '/api/v3/profiles/teams/flamengo';
    const original = await database.db
      .selectFrom('profiles')
      .select('name')
      .where('context', '=', 'teams')
      .where('id', '=', 'flamengo')
      .executeTakeFirstOrThrow();
    const first = await get(clocked, url);
    await database.db
      .updateTable('profiles')
      .set({ name: `${original.name} (renomeado)` })
      .where('context', '=', 'teams')
      .where('id', '=', 'flamengo')
      .execute();
    try {
      clock += 9_000;
      expect((await get(clocked, url)).body).toBe(first.body);
      clock += 2_000;
      expect((await get(clocked, url)).body).toContain('(renomeado)');
    } finally {
      await database.db
        .updateTable('profiles')
        .set({ name: original.name })
        .where('context', '=', 'teams')
        .where('id', '=', 'flamengo')
        .execute();
    }
  });
});
