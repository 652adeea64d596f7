import {
  FollowChangeResponseSchema,
  FollowsResponseSchema,
  LikeChangeResponseSchema,
  LikesResponseSchema,
} from 'shared-contracts';
import { buildTestApi, errorCode, newPsid, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi({
    // The sign-in hook point (spec 6): a bearer "user-<id>" token stands for a signed-in user.
    resolveUser: async (request) => {
      const token = request.headers['access-token'];
      return typeof token === 'string' && token.startsWith('user-') ? token.slice(5) : null;
    },
  });
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  api.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    ...(payload === undefined ? {} : { headers: { ...headers, 'content-type': 'application/json' } }),
  });

describe.each(['/api/v3/follows_anon', '/api/v3/follows'])('%s', (url) => {
  it('follows, lists, switches push and unfollows', async () => {
    const headers = { psid: newPsid() };
    const followed = parse(
      FollowChangeResponseSchema,
      await call('POST', url, headers, { id: 'flamengo', context: 'teams', device_token: 'tok', push_on: 0 }),
    );
    expect(followed.results).toHaveLength(1);
    expect(followed.results[0]).toMatchObject({
      id: 'flamengo',
      context: 'teams',
      type: 'profile',
      followed: true,
      push_on: 0,
      device_token: 'tok',
      api: 'profiles/teams/flamengo',
      menu: true,
    });

    const pushed = parse(
      FollowChangeResponseSchema,
      await call('PUT', url, headers, { id: 'flamengo', context: 'teams', push_on: 1 }),
    );
    expect(pushed.results[0]?.push_on).toBe(1);
    // Re-following without push_on keeps the stored choice.
    const again = parse(
      FollowChangeResponseSchema,
      await call('POST', url, headers, { id: 'flamengo', context: 'teams' }),
    );
    expect(again.results[0]?.push_on).toBe(1);

    const list = parse(
      FollowsResponseSchema,
      await call('GET', `${url}?page=1&per=1000&device_token=tok`, headers),
    );
    expect(list).toMatchObject({ page: 1, per: 1000, total: 1, endlist: true });

    const removed = parse(
      FollowChangeResponseSchema,
      await call('DELETE', url, headers, {
        profiles: [{ id: 'flamengo', context: 'teams', device_token: 'tok', push_on: 0 }],
      }),
    );
    expect(removed.results).toEqual([]);
  });

  it('syncs offline follows in one call (profiles list)', async () => {
    const headers = { psid: newPsid() };
    const synced = parse(
      FollowChangeResponseSchema,
      await call('POST', url, headers, {
        profiles: [
          { id: 'news', context: 'entities' },
          { id: 'brasileirao', context: 'leagues', push_on: 1 },
          { id: 'brasileirao', context: 'leagues', push_on: 1 },
        ],
      }),
    );
    expect(synced.results.map((follow) => follow.id).sort()).toEqual(['brasileirao', 'news']);
  });

  it('pages the list: every page counts all follows, and a page past the end is empty', async () => {
    const headers = { psid: newPsid() };
    await call('POST', url, headers, {
      profiles: [
        { id: 'news', context: 'entities' },
        { id: 'brasileirao', context: 'leagues' },
        { id: 'flamengo', context: 'teams' },
      ],
    });
    const all = parse(FollowsResponseSchema, await call('GET', url, headers));
    expect(all).toMatchObject({ page: 1, per: 1000, total: 3, endlist: true });
    const ids = all.results.map((follow) => follow.id);

    const first = parse(FollowsResponseSchema, await call('GET', `${url}?page=1&per=2`, headers));
    expect(first).toMatchObject({ page: 1, per: 2, total: 3, endlist: false });
    const second = parse(FollowsResponseSchema, await call('GET', `${url}?page=2&per=2`, headers));
    expect(second).toMatchObject({ page: 2, per: 2, total: 3, endlist: true });
    expect([...first.results, ...second.results].map((follow) => follow.id)).toEqual(ids);

    const past = parse(FollowsResponseSchema, await call('GET', `${url}?page=3&per=2`, headers));
    expect(past).toMatchObject({ page: 3, per: 2, total: 3, endlist: true, results: [] });
  });

  it('rejects unknown profiles, push for unfollowed profiles and bad bodies', async () => {
    const headers = { psid: newPsid() };
    expect(errorCode(await call('POST', url, headers, { id: 'nobody', context: 'teams' }))).toBe(
      'PROFILE_NOT_FOUND',
    );
    expect(errorCode(await call('PUT', url, headers, { id: 'flamengo', context: 'teams', push_on: 1 }))).toBe(
      'FOLLOW_NOT_FOUND',
    );
    expect(
      (await call('PUT', url, headers, { id: 'flamengo', context: 'teams', push_on: 2 })).statusCode,
    ).toBe(400);
    expect((await call('POST', url, headers, { id: 'flamengo', context: 'planets' })).statusCode).toBe(400);
    expect((await call('DELETE', url, headers, { profiles: [] })).statusCode).toBe(400);
  });

  it('needs a reader: no PSID, or the text "undefined", is refused', async () => {
    expect(errorCode(await call('GET', url, {}))).toBe('PSID_REQUIRED');
    expect(errorCode(await call('GET', url, { psid: 'undefined' }))).toBe('PSID_REQUIRED');
  });
});

describe('signed-in readers', () => {
  it('keeps their follows apart from the guest ones; follows_anon stays for guests', async () => {
    const psid = newPsid();
    const user = { psid, 'access-token': `user-${psid}` };
    await call('POST', '/api/v3/follows', user, { id: 'arsenal', context: 'teams' });
    const mine = parse(FollowsResponseSchema, await call('GET', '/api/v3/follows', user));
    expect(mine.results.map((follow) => follow.id)).toEqual(['arsenal']);
    const asGuest = parse(FollowsResponseSchema, await call('GET', '/api/v3/follows_anon', { psid }));
    expect(asGuest.results).toEqual([]);
    expect(errorCode(await call('GET', '/api/v3/follows_anon', { 'access-token': `user-${psid}` }))).toBe(
      'PSID_REQUIRED',
    );
  });
});

describe('likes', () => {
  it('likes, lists, unlikes (POST unlike and DELETE like)', async () => {
    const headers = { psid: newPsid() };
    const liked = parse(
      LikeChangeResponseSchema,
      await call('POST', '/api/v3/like', headers, { id: 'abr-2016-001', context: 'news_stories' }),
    );
    expect(liked).toEqual({ status: 'ok', id: 'abr-2016-001', liked: true });
    await call('POST', '/api/v3/like', headers, { id: 'folha-000001', context: 'news_stories' });
    const list = parse(LikesResponseSchema, await call('GET', '/api/v3/like', headers));
    expect(list.likes.apiResults.sort()).toEqual(['abr-2016-001', 'folha-000001']);

    expect(
      parse(LikeChangeResponseSchema, await call('POST', '/api/v3/unlike', headers, { id: 'abr-2016-001' }))
        .liked,
    ).toBe(false);
    expect(
      parse(LikeChangeResponseSchema, await call('DELETE', '/api/v3/like?id=folha-000001', headers)).liked,
    ).toBe(false);
    const empty = parse(LikesResponseSchema, await call('GET', '/api/v3/like', headers));
    expect(empty.likes.apiResults).toEqual([]);
  });

  it('accepts the id of DELETE like in the body', async () => {
    const headers = { psid: newPsid() };
    await call('POST', '/api/v3/like', headers, { id: 'abr-2016-002' });
    const response = await call('DELETE', '/api/v3/like', headers, {
      id: 'abr-2016-002',
      context: 'news_stories',
    });
    expect(parse(LikeChangeResponseSchema, response).liked).toBe(false);
  });

  it('refuses unknown articles, missing ids and anonymous calls', async () => {
    const headers = { psid: newPsid() };
    expect(errorCode(await call('POST', '/api/v3/like', headers, { id: 'nope' }))).toBe('CONTENT_NOT_FOUND');
    expect(errorCode(await call('DELETE', '/api/v3/like', headers))).toBe('VALIDATION_FAILED');
    expect(errorCode(await call('GET', '/api/v3/like', {}))).toBe('PSID_REQUIRED');
    expect((await call('POST', '/api/v3/like', headers, { context: 'news_stories' })).statusCode).toBe(400);
  });
});
