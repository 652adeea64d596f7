/**
 * The data-bonus programme on a real database (spec 4 "Rewards", 7 "Rewards", 9): reads count only
 * when the server served them; one grant per reader, campaign and day whatever arrives at once; a
 * daily limit that concurrent claims never exceed; a ledger that is never edited; and payouts to a
 * carrier that fails at first, delivered once each.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import {
  ArticlePageSchema,
  AUTH_COOKIES,
  CouponStatusSchema,
  RewardClaimResponseSchema,
  RewardShareResponseSchema,
  RewardStatusSchema,
  ReadBeaconResponseSchema,
  ReadTokenResponseSchema,
} from 'shared-contracts';
import { rewardsReport } from '../src/api/rewards/report-queries';
import type { Database } from '../src/db/open';
import {
  buildTestApi,
  errorCode,
  newPsid,
  NOW,
  openTestDatabase,
  parse,
  proveRead,
  SETUP_TIMEOUT,
  type TestApi,
} from './helper';

/** The storage key of a guest id's rows. */
const ownerKey = (psid: string): string => `psid:${psid.split('.')[0] ?? ''}`;

// Hundreds of requests per test against a real database, on a machine that may be busy.
jest.setTimeout(60_000);

let database: Database;
let api: TestApi;
let stories: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  // Hundreds of grants from one test address: the per-address cap has its own tests.
  api = await buildTestApi({ database, rewards: { address: 100_000 } });
  const feed = parse(ArticlePageSchema, await api.app.inject({ url: '/api/v3/feed?per=10' }));
  stories = feed.results.filter((item) => item.context === 'news_stories').map((item) => item.id);
  expect(stories.length).toBeGreaterThanOrEqual(4);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await api.close();
  await database.close();
});

let campaigns = 0;
/** A campaign of its own per test (started before the seeded one, which stays the default). */
async function newCampaign(
  values: { name?: string; daily_limit?: number | null; status?: 'running' | 'ended' } = {},
) {
  const id = `test_${process.pid}_${Date.now().toString(36)}_${(campaigns += 1)}`;
  await database.db
    .insertInto('reward_campaigns')
    .values({
      id,
      name: values.name ?? 'up_december',
      daily_limit: values.daily_limit ?? null,
      status: values.status ?? 'running',
      starts_at: '2025-06-01T00:00:00Z',
    })
    .execute();
  return id;
}

/** A story the reader really read: the read beacon with a token of its device. */
const read = (app: TestApi, psid: string, id: string, headers: Record<string, string> = {}) =>
  proveRead(app, { psid, ...headers }, id);

/** A story the API served (no read). */
const serve = (app: TestApi, psid: string, id: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.app.inject({ method, url: `/api/v3/media/news_stories/${id}`, headers: { psid } });

/** A reader: a guest's PSID, or the headers of a signed-in account (access headers, maybe a PSID). */
type Who = string | Record<string, string>;
const headersOf = (who: Who): Record<string, string> => (typeof who === 'string' ? { psid: who } : who);

const status = async (psid: Who | null, query = '') =>
  parse(
    RewardStatusSchema,
    await api.app.inject({
      url: `/api/v3/tagger/pre_reward?info=article_1${query}`,
      headers: psid ? headersOf(psid) : {},
    }),
  );

const claim = (app: TestApi, psid: Who, campaign: string, key: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v3/tagger/reward',
    headers: { ...headersOf(psid), 'content-type': 'application/json' },
    payload: JSON.stringify({ idempotency_key: key, campaign }),
  });

const share = (who: Who, body: Record<string, unknown>) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v3/tagger/share',
    headers: { ...headersOf(who), 'content-type': 'application/json' },
    payload: JSON.stringify({ kind: 'news', channel: 'whatsapp', ...body }),
  });

let accounts = 0;
/**
 * Signs up a new account on a device (the guest's PSID, in its cookie too, so the guest merges;
 * else a new device): the access headers with the device's PSID, and the reply.
 */
async function signUp(psid?: string, email = `premio-${process.pid}-${(accounts += 1)}@exemplo.com.br`) {
  const device = psid ?? newPsid();
  const reply = await api.app.inject({
    method: 'POST',
    url: '/api/v3/auth',
    headers: { 'content-type': 'application/json', psid: device, cookie: `onda_psid=${device}` },
    payload: JSON.stringify({ email, password: 'senha-forte-1' }),
  });
  expect(reply.statusCode).toBe(200);
  const access = {
    'access-token': String(reply.headers['access-token']),
    client: String(reply.headers.client),
    uid: String(reply.headers.uid),
    psid: device,
  };
  return { access, reply };
}

async function readThree(app: TestApi, psid: string, headers: Record<string, string> = {}) {
  for (const id of stories.slice(0, 3)) expect((await read(app, psid, id, headers)).statusCode).toBe(200);
}

describe('reads', () => {
  it('count only the distinct stories the server served to the reader', async () => {
    const psid = newPsid();
    const campaign = await newCampaign();
    expect(await status(psid, `&campaign=${campaign}`)).toMatchObject({
      campaign: { id: campaign, state: 'running', bonus_mb: 50 },
      conditions: { articles: 3, shares: 0, registration: 0 },
      done: { articles: { number: 0 } },
      total: 33,
      percent: 0,
      completed: false,
    });
    expect(errorCode(await claim(api, psid, campaign, `k-${psid}`))).toBe('REWARD_NOT_EARNED');

    await read(api, psid, stories[0]!);
    await read(api, psid, stories[1]!);
    await read(api, psid, stories[0]!);
    expect((await read(api, psid, 'no-such-story-id')).statusCode).toBe(404);
    // Another reader's read, and stories only served, are nobody's progress.
    await read(api, newPsid(), stories[2]!);
    await serve(api, psid, stories[2]!);

    const standing = await status(psid, `&campaign=${campaign}`);
    expect(standing.done.articles).toEqual({ number: 2, ids: [stories[0], stories[1]].sort() });
    expect(standing).toMatchObject({ percent: 67, completed: false });
    expect(errorCode(await claim(api, psid, campaign, `k2-${psid}`))).toBe('REWARD_NOT_EARNED');

    await read(api, psid, stories[2]!);
    expect(await status(psid, `&campaign=${campaign}`)).toMatchObject({ percent: 100, completed: true });
  });

  it('default to the seeded up_december campaign and answer an anonymous visitor with no progress', async () => {
    expect(await status(null)).toMatchObject({
      campaign: { id: 'up_december', name: 'up_december', state: 'running' },
      conditions: { articles: 3 },
      token: null,
    });
  });
});

describe('shares', () => {
  it('are needed beside the reads when the campaign asks for one', async () => {
    const psid = newPsid();
    const campaign = await newCampaign({ name: 'up_december shared 1' });
    expect(await status(psid, `&campaign=${campaign}`)).toMatchObject({
      conditions: { articles: 3, shares: 1, registration: 0 },
      done: { shares: { number: 0, ids: [] } },
      total: 66,
    });
    await readThree(api, psid);
    expect(await status(psid, `&campaign=${campaign}`)).toMatchObject({ percent: 50, completed: false });
    expect(errorCode(await claim(api, psid, campaign, `share-${psid}`))).toBe('REWARD_NOT_EARNED');

    const answer = await share(psid, { id: stories[3]!, campaign });
    expect(parse(RewardShareResponseSchema, answer)).toEqual({ status: 'recorded' });

    expect(await status(psid, `&campaign=${campaign}`)).toMatchObject({
      done: { articles: { number: 3 }, shares: { number: 1, ids: [stories[3]] } },
      progress: 66,
      percent: 100,
      completed: true,
    });
    const granted = parse(RewardClaimResponseSchema, await claim(api, psid, campaign, `share2-${psid}`));
    const row = await database.db
      .selectFrom('reward_grants')
      .select(['shared_ids', 'reason'])
      .where('id', '=', granted.grant.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ shared_ids: [stories[3]], reason: 'read 3 of 3 items served, shared 1 of 1' });
  });

  it('count the same story once however often it is shared', async () => {
    const psid = newPsid();
    const campaign = await newCampaign({ name: 'up_december shared 2' });
    for (const channel of ['whatsapp', 'copy']) {
      const answer = await share(psid, { id: stories[0]!, channel, campaign });
      expect(parse(RewardShareResponseSchema, answer).status).toBe('recorded');
    }
    expect((await status(psid, `&campaign=${campaign}`)).done.shares).toEqual({
      number: 1,
      ids: [stories[0]],
    });
    const rows = await database.db
      .selectFrom('shares')
      .select(['content_id', 'channel'])
      .where('owner', '=', ownerKey(psid))
      .execute();
    expect(rows).toEqual([{ content_id: stories[0], channel: 'copy' }]);

    await share(psid, { id: stories[1]!, campaign });
    expect((await status(psid, `&campaign=${campaign}`)).done.shares.number).toBe(2);
  });

  it('refuse an item that does not exist and bad input with stable codes', async () => {
    const psid = newPsid();
    const campaign = await newCampaign({ name: 'up_december shared 1' });
    expect((await share(psid, { id: 'no-such-story-id', campaign })).statusCode).toBe(404);
    expect(errorCode(await share(psid, { id: 'no-such-story-id', campaign }))).toBe('CONTENT_NOT_FOUND');
    // A story is not a video.
    expect(errorCode(await share(psid, { id: stories[0]!, kind: 'video', campaign }))).toBe(
      'CONTENT_NOT_FOUND',
    );
    for (const bad of [
      { id: '' },
      { id: 'x'.repeat(200) },
      { id: stories[0]!, kind: 'podcast' },
      { id: stories[0]!, channel: '<script>' },
      { id: stories[0]!, channel: 'c'.repeat(33) },
      { id: stories[0]!, campaign: 'no such campaign' },
    ]) {
      const answer = await share(psid, bad);
      expect([answer.statusCode, errorCode(answer)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(errorCode(await share(psid, { id: stories[0]!, campaign: 'no_such_campaign' }))).toBe(
      'CAMPAIGN_NOT_FOUND',
    );
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/v3/tagger/share',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: stories[0], kind: 'news', channel: 'copy', campaign }),
    });
    expect(errorCode(anonymous)).toBe('PSID_REQUIRED');
    expect((await status(psid, `&campaign=${campaign}`)).done.shares.number).toBe(0);
  });

  it('are ignored when the campaign asks for none', async () => {
    const psid = newPsid();
    const campaign = await newCampaign();
    const answer = await share(psid, { id: stories[0]!, campaign });
    expect(parse(RewardShareResponseSchema, answer)).toEqual({ status: 'ignored' });
    expect((await status(psid, `&campaign=${campaign}`)).done.shares).toEqual({ number: 0, ids: [] });
    const rows = await database.db
      .selectFrom('shares')
      .select('owner')
      .where('owner', '=', ownerKey(psid))
      .execute();
    expect(rows).toEqual([]);
  });

  it('of a guest move into the account on sign-up, once', async () => {
    const psid = newPsid();
    const campaign = await newCampaign({ name: 'up_december shared 1' });
    parse(RewardShareResponseSchema, await share(psid, { id: stories[2]!, campaign }));

    const { access } = await signUp(psid);

    expect((await status(access, `&campaign=${campaign}`)).done.shares).toEqual({
      number: 1,
      ids: [stories[2]],
    });
    expect((await status(psid, `&campaign=${campaign}`)).done.shares.number).toBe(0);
    // The account shares the same story again, then signs in again with the same PSID.
    parse(RewardShareResponseSchema, await share(access, { id: stories[2]!, campaign }));
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      headers: { 'content-type': 'application/json', psid },
      payload: JSON.stringify({ email: access.uid, password: 'senha-forte-1' }),
    });
    expect(again.statusCode).toBe(200);
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', access.uid)
      .executeTakeFirstOrThrow();
    const rows = await database.db
      .selectFrom('shares')
      .select('content_id')
      .where('owner', 'in', [`user:${user.id}`, ownerKey(psid)])
      .execute();
    expect(rows).toEqual([{ content_id: stories[2] }]);
  });

  it('want the CSRF header when the session cookie signs the reader in', async () => {
    const campaign = await newCampaign({ name: 'up_december shared 1' });
    const { reply } = await signUp();
    const value = (name: string) => reply.cookies.find((cookie) => cookie.name === name)?.value ?? '';
    const csrf = value(AUTH_COOKIES.csrf);
    const cookie = `${AUTH_COOKIES.session}=${value(AUTH_COOKIES.session)}; ${AUTH_COOKIES.csrf}=${csrf}`;
    expect(errorCode(await share({ cookie }, { id: stories[0]!, campaign }))).toBe('CSRF_FAILED');
    const answer = await share({ cookie, 'x-csrf-token': csrf }, { id: stories[0]!, campaign });
    expect(parse(RewardShareResponseSchema, answer).status).toBe('recorded');
  });
});

describe('registration', () => {
  it('completes a campaign that asks for it for a signed-in account, never for a guest', async () => {
    const campaign = await newCampaign({ name: 'registration 1' });
    const guest = newPsid();
    await read(api, guest, stories[0]!);
    expect(await status(guest, `&campaign=${campaign}`)).toMatchObject({
      conditions: { articles: 1, shares: 0, registration: 1 },
      done: { articles: { number: 1 }, registration: 0 },
      total: 66,
      percent: 50,
      completed: false,
    });
    expect(errorCode(await claim(api, guest, campaign, `reg-${guest}`))).toBe('REWARD_NOT_EARNED');

    const { access } = await signUp();
    expect(await status(access, `&campaign=${campaign}`)).toMatchObject({
      done: { articles: { number: 0 }, registration: 1 },
      percent: 50,
      completed: false,
    });
    expect((await read(api, access.psid, stories[0]!, access)).statusCode).toBe(200);
    expect(await status(access, `&campaign=${campaign}`)).toMatchObject({
      done: { articles: { number: 1 }, registration: 1 },
      percent: 100,
      completed: true,
    });
    const key = `registered-${process.pid}-${accounts}`;
    const granted = parse(RewardClaimResponseSchema, await claim(api, access, campaign, key));
    expect(granted.status).toBe('granted');
  });

  it('is not recorded when the campaign does not ask for it', async () => {
    const campaign = await newCampaign();
    const { access } = await signUp();
    expect((await status(access, `&campaign=${campaign}`)).done.registration).toBe(0);
  });
});

/** Grants of a campaign in the ledger. */
const grantsOf = async (campaign: string) =>
  database.db
    .selectFrom('reward_grants')
    .select(['id', 'owner'])
    .where('campaign_id', '=', campaign)
    .execute();

const beacon = (app: TestApi, headers: Record<string, string>, token: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v3/tagger/read',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ token }),
  });

const readToken = (app: TestApi, headers: Record<string, string>, id: string, kind = 'news') =>
  app.app.inject({ url: `/api/v3/tagger/read_token?kind=${kind}&id=${encodeURIComponent(id)}`, headers });

describe('real reads (docs/adr/010)', () => {
  it('count nothing when the API only serves the story (GET, HEAD)', async () => {
    const psid = newPsid();
    const campaign = await newCampaign();
    for (const id of stories.slice(0, 3)) {
      expect((await serve(api, psid, id)).statusCode).toBe(200);
      expect((await serve(api, psid, id, 'HEAD')).statusCode).toBe(200);
    }
    expect((await status(psid, `&campaign=${campaign}`)).done.articles.number).toBe(0);
    expect(errorCode(await claim(api, psid, campaign, `served-${psid}`))).toBe('REWARD_NOT_EARNED');
  });

  it('count a beacon only after the reading time, with this device’s token for this item', async () => {
    let clock = new Date(NOW);
    const timed = await buildTestApi({ database, now: () => clock });
    try {
      const psid = newPsid();
      const issued = await readToken(timed, { psid }, stories[0]!);
      const { token, after_ms: afterMs } = parse(ReadTokenResponseSchema, issued);
      expect(afterMs).toBe(5_000);
      expect(issued.headers['cache-control']).toBe('no-store');
      // Sent at once: too early, nothing counted.
      expect(errorCode(await beacon(timed, { psid }, token))).toBe('READ_TOO_EARLY');
      clock = new Date(NOW.getTime() + 5_000);
      // Another device's token, or one whose item was changed, counts nothing.
      expect(errorCode(await beacon(timed, { psid: newPsid() }, token))).toBe('READ_TOKEN_INVALID');
      const [r1, kind, at, , mac] = token.split('.');
      const other = Buffer.from(stories[1]!).toString('base64url');
      expect(errorCode(await beacon(timed, { psid }, [r1, kind, at, other, mac].join('.')))).toBe(
        'READ_TOKEN_INVALID',
      );
      expect((await status(psid)).done.articles.number).toBe(0);
      expect(parse(ReadBeaconResponseSchema, await beacon(timed, { psid }, token))).toEqual({
        status: 'recorded',
        id: stories[0],
        kind: 'news',
      });
      expect((await status(psid)).done.articles.ids).toEqual([stories[0]]);
      clock = new Date(NOW.getTime() + 5 * 3600_000);
      expect(errorCode(await beacon(timed, { psid }, token))).toBe('READ_TOKEN_EXPIRED');
    } finally {
      await timed.close();
    }
  });

  it('ask a video to be watched for 10 s, and give a device without a guest id one', async () => {
    const video = await database.db
      .selectFrom('content')
      .select(['id', 'video_duration_s'])
      .where('type', '=', 'videos')
      .where('published_at', '<=', NOW)
      .where('video_duration_s', '>', 11)
      .executeTakeFirstOrThrow();
    const issued = await readToken(api, {}, video.id, 'video');
    expect(parse(ReadTokenResponseSchema, issued).after_ms).toBe(10_000);
    const cookie = String(issued.headers['set-cookie']);
    expect(cookie).toMatch(
      /^onda_psid=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; SameSite=Strict$/,
    );
    expect(errorCode(await readToken(api, {}, video.id, 'news'))).toBe('CONTENT_NOT_FOUND');
  });
});

describe('guest ids the server did not issue', () => {
  it('30 made-up PSIDs get no grant, and still read the pages', async () => {
    const campaign = await newCampaign();
    const madeUp = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? `farm-${process.pid}-${i}` : `${newPsid().split('.')[0]}.${'A'.repeat(43)}`,
    );
    for (const psid of madeUp) {
      for (const id of stories.slice(0, 3)) {
        expect((await serve(api, psid, id)).statusCode).toBe(200);
        expect(errorCode(await read(api, psid, id))).toBe('PSID_INVALID');
      }
      expect((await status(psid, `&campaign=${campaign}`)).token).toBeNull();
      const answer = await claim(api, psid, campaign, `farm-${campaign}-${psid.slice(0, 30)}`);
      expect(answer.statusCode).toBe(401);
      expect(errorCode(answer)).toBe('PSID_INVALID');
    }
    expect(await grantsOf(campaign)).toEqual([]);
  });

  it('a hostile script: many real guest ids, reads through the API, beacons at once, claims: 0 grants', async () => {
    const campaign = await newCampaign();
    let refused = 0;
    for (let i = 0; i < 10; i += 1) {
      // The script takes a real guest id from the server (a request without one gets one).
      const minted = await readToken(api, {}, stories[0]!);
      const psid = /onda_psid=([^;]+)/.exec(String(minted.headers['set-cookie']))?.[1] ?? '';
      for (const id of stories.slice(0, 3)) {
        await serve(api, psid, id);
        await serve(api, psid, id, 'HEAD');
        const { token } = parse(ReadTokenResponseSchema, await readToken(api, { psid }, id));
        expect(errorCode(await beacon(api, { psid }, token))).toBe('READ_TOO_EARLY');
      }
      const answer = await claim(api, psid, campaign, `script-${campaign}-${i}`);
      if (errorCode(answer) === 'REWARD_NOT_EARNED') refused += 1;
    }
    expect(refused).toBe(10);
    expect(await grantsOf(campaign)).toEqual([]);
  });
});

describe('one bonus per person and period', () => {
  it('a guest who claimed and then signs up cannot claim again', async () => {
    const psid = newPsid();
    const campaign = await newCampaign();
    await readThree(api, psid);
    const first = parse(RewardClaimResponseSchema, await claim(api, psid, campaign, `guest-${campaign}`));
    const { access } = await signUp(psid);
    expect((await status(access, `&campaign=${campaign}`)).granted).toBe(true);
    await readThree(api, psid, access);
    const again = parse(RewardClaimResponseSchema, await claim(api, access, campaign, `account-${campaign}`));
    expect(again).toMatchObject({ replay: true, grant: { id: first.grant.id } });
    expect(await grantsOf(campaign)).toHaveLength(1);
  });

  it('deleting the account and signing up again with the same e-mail does not reset it', async () => {
    const campaign = await newCampaign();
    const email = `de-novo-${process.pid}-${campaign}@exemplo.com.br`;
    const { access } = await signUp(undefined, email);
    await readThree(api, access.psid, access);
    const first = parse(RewardClaimResponseSchema, await claim(api, access, campaign, `before-${campaign}`));
    const deleted = await api.app.inject({ method: 'DELETE', url: '/api/v3/auth', headers: access });
    expect(deleted.statusCode).toBe(200);

    const again = await signUp(undefined, email);
    await readThree(api, again.access.psid, again.access);
    const second = parse(
      RewardClaimResponseSchema,
      await claim(api, again.access, campaign, `after-${campaign}`),
    );
    expect(second).toMatchObject({ replay: true, grant: { id: first.grant.id } });
    expect(await grantsOf(campaign)).toHaveLength(1);
  });

  it('caps grants per device and per address and day', async () => {
    const campaign = await newCampaign();
    const device = newPsid();
    const one = await signUp(device);
    await readThree(api, device, one.access);
    parse(RewardClaimResponseSchema, await claim(api, one.access, campaign, `dev1-${campaign}`));
    const two = await signUp(device);
    await readThree(api, device, two.access);
    expect(errorCode(await claim(api, two.access, campaign, `dev2-${campaign}`))).toBe('REWARD_DEVICE_LIMIT');

    const capped = await buildTestApi({ database, rewards: { address: 2 } });
    try {
      const from = (psid: string, address: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/v3/tagger/reward',
          remoteAddress: address,
          headers: { psid, 'content-type': 'application/json' },
          payload: JSON.stringify({ idempotency_key: `addr-${psid.slice(0, 20)}`, campaign }),
        });
      const readers = [newPsid(), newPsid(), newPsid(), newPsid()];
      for (const psid of readers) await readThree(capped, psid);
      expect((await from(readers[0]!, '10.9.0.1')).statusCode).toBe(200);
      expect((await from(readers[1]!, '10.9.0.1')).statusCode).toBe(200);
      expect(errorCode(await from(readers[2]!, '10.9.0.1'))).toBe('REWARD_ADDRESS_LIMIT');
      expect((await from(readers[3]!, '10.9.0.2')).statusCode).toBe(200);
    } finally {
      await capped.close();
    }
  });
});

describe('state-changing GET calls', () => {
  it('GET tagger/reward and pre_reward change nothing without the API headers', async () => {
    const campaign = await newCampaign({ name: 'summer' });
    const { reply, access } = await signUp();
    await readThree(api, access.psid, access);
    const { token } = await status(access, `&campaign=${campaign}`);
    const session = reply.cookies.find((cookie) => cookie.name === AUTH_COOKIES.session)?.value ?? '';
    // What a link from another site gets: the session cookie, no header of the site.
    const cookie = `${AUTH_COOKIES.session}=${session}`;
    const link = await api.app.inject({
      url: `/api/v3/tagger/reward?token=${token ?? ''}&campaign=${campaign}`,
      headers: { cookie },
    });
    expect(link.statusCode).toBe(403);
    expect(errorCode(link)).toBe('API_HEADERS_REQUIRED');
    await api.app.inject({
      url: `/api/v3/tagger/pre_reward?aff_click_id=EVIL-1&campaign=${campaign}`,
      headers: { cookie },
    });
    expect(await grantsOf(campaign)).toEqual([]);
    expect((await status(access, `&campaign=${campaign}`)).conditions.articles).toBe(1);
  });
});

describe('claims', () => {
  it('give one grant for 100 simultaneous claims of one reader', async () => {
    const psid = newPsid();
    const campaign = await newCampaign();
    await readThree(api, psid);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => claim(api, psid, campaign, `key-${psid}-${index}`)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
    const grants = answers.map((answer) => parse(RewardClaimResponseSchema, answer));
    expect(new Set(grants.map((grant) => grant.grant.id)).size).toBe(1);
    expect(grants.filter((grant) => !grant.replay)).toHaveLength(1);
    const rows = await database.db
      .selectFrom('reward_grants')
      .selectAll()
      .where('campaign_id', '=', campaign)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      owner: ownerKey(psid),
      bonus_mb: 50,
      delivery: 'local',
      period: '2026-11-21',
    });
    expect([...rows[0]!.content_ids].sort()).toEqual(stories.slice(0, 3).sort());
    expect((await status(psid, `&campaign=${campaign}`)).granted).toBe(true);
  });

  it('never exceed the daily limit: 60 eligible readers at once against 50', async () => {
    const campaign = await newCampaign({ daily_limit: 50 });
    const readers = Array.from({ length: 60 }, () => newPsid());
    await Promise.all(readers.map((psid) => readThree(api, psid)));

    const answers = await Promise.all(readers.map((psid) => claim(api, psid, campaign, `limit-${psid}`)));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(50);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => errorCode(answer))).toEqual(Array(10).fill('REWARD_DAILY_LIMIT'));
    const count = await database.db
      .selectFrom('reward_grants')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('campaign_id', '=', campaign)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(50);
    expect((await status(readers[0]!, `&campaign=${campaign}`)).campaign?.state).toBe('limit');
    const report = await rewardsReport(database.db);
    expect(report.grants).toContainEqual({
      day: '2026-11-21',
      campaign_id: campaign,
      grants: 50,
      megabytes: 2500,
    });
    expect(report.refusals).toContainEqual({ campaign_id: campaign, reason: 'limit', claims: 10 });
  });

  it('answer the same grant to a repeated idempotency key and refuse a key of another reader', async () => {
    const [first, second] = [newPsid(), newPsid()];
    const campaign = await newCampaign();
    await readThree(api, first);
    await readThree(api, second);
    const key = `same-${first}`;
    const granted = parse(RewardClaimResponseSchema, await claim(api, first, campaign, key));
    const again = parse(RewardClaimResponseSchema, await claim(api, first, campaign, key));
    expect(again).toEqual({ ...granted, replay: true });
    expect(errorCode(await claim(api, second, campaign, key))).toBe('IDEMPOTENCY_KEY_IN_USE');
  });

  it("claim with pre_reward's token through GET tagger/reward?token", async () => {
    const psid = newPsid();
    const campaign = await newCampaign();
    await readThree(api, psid);
    const { token } = await status(psid, `&campaign=${campaign}`);
    const wrong = await api.app.inject({
      url: `/api/v3/tagger/reward?token=rw_not-this-readers-token&campaign=${campaign}`,
      headers: { psid },
    });
    expect(errorCode(wrong)).toBe('INVALID_REWARD_TOKEN');

    const answer = await api.app.inject({
      url: `/api/v3/tagger/reward?token=${token}&campaign=${campaign}`,
      headers: { psid },
    });
    expect(parse(RewardClaimResponseSchema, answer).grant).toMatchObject({
      idempotency_key: token,
      bonus_mb: 50,
    });
  });

  it('refuse an ended campaign and a reader without PSID', async () => {
    const psid = newPsid();
    const campaign = await newCampaign({ status: 'ended' });
    await readThree(api, psid);
    expect((await status(psid, `&campaign=${campaign}`)).campaign?.state).toBe('ended');
    expect(errorCode(await claim(api, psid, campaign, `ended-${psid}`))).toBe('CAMPAIGN_ENDED');
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/v3/tagger/reward',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ idempotency_key: 'anonymous-key', campaign }),
    });
    expect(errorCode(anonymous)).toBe('PSID_REQUIRED');
    const unknown = await claim(api, psid, 'no_such_campaign', `unknown-${psid}`);
    expect(errorCode(unknown)).toBe('CAMPAIGN_NOT_FOUND');
    const badKey = await claim(api, psid, campaign, 'short');
    expect(errorCode(badKey)).toBe('VALIDATION_FAILED');
  });

  it('keep every grant in an append-only ledger', async () => {
    const psid = newPsid();
    const campaign = await newCampaign();
    await readThree(api, psid);
    parse(RewardClaimResponseSchema, await claim(api, psid, campaign, `ledger-${psid}`));
    await expect(
      sql`update reward_grants set bonus_mb = 500 where campaign_id = ${campaign}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from reward_grants where campaign_id = ${campaign}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
  });
});

describe('tracking', () => {
  it('asks three reads of an aff_click_id landing and keeps the click ids with reads and grant', async () => {
    const psid = newPsid();
    const campaign = await newCampaign({ name: 'summer' });
    expect((await status(psid, `&campaign=${campaign}`)).conditions.articles).toBe(1);

    const landed = await status(psid, `&campaign=${campaign}&aff_click_id=AFF-1&utm_campaign=up_december`);
    expect(landed.conditions.articles).toBe(3);
    // The landing of a later page adds its click id (the rewards widget hands it to pre_reward).
    await status(psid, `&campaign=${campaign}&clickid=CLK-9`);
    await read(api, psid, stories[0]!);
    expect(errorCode(await claim(api, psid, campaign, `aff-${psid}`))).toBe('REWARD_NOT_EARNED');
    await readThree(api, psid);

    const granted = parse(RewardClaimResponseSchema, await claim(api, psid, campaign, `aff2-${psid}`));
    expect(granted.grant).toMatchObject({
      clickid: 'CLK-9',
      aff_click_id: 'AFF-1',
      utm_campaign: 'up_december',
    });
    const grant = await database.db
      .selectFrom('reward_grants')
      .select(['clickid', 'aff_click_id', 'utm_campaign'])
      .where('id', '=', granted.grant.id)
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ clickid: 'CLK-9', aff_click_id: 'AFF-1', utm_campaign: 'up_december' });
    const readRow = await database.db
      .selectFrom('reads')
      .select(['clickid', 'aff_click_id'])
      .where('owner', '=', ownerKey(psid))
      .where('content_id', '=', stories[0]!)
      .executeTakeFirstOrThrow();
    expect(readRow).toEqual({ clickid: 'CLK-9', aff_click_id: 'AFF-1' });
  });
});

describe('payout to the carrier', () => {
  it('delivers each grant exactly once through an endpoint that fails its first two attempts', async () => {
    const attempts = new Map<string, number>();
    const accepted: string[] = [];
    const receiver = http.createServer((request, response) => {
      const key = String(request.headers['idempotency-key']);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const seen = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, seen);
        if (seen <= 2) {
          response.writeHead(503).end();
          return;
        }
        const message = JSON.parse(body) as { idempotency_key?: unknown };
        accepted.push(message.idempotency_key === key ? key : `mismatch:${key}`);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const carrierApi = await buildTestApi({
      database,
      rewards: {
        webhookUrl: `http://127.0.0.1:${port}/grants`,
        backoff: { baseMs: 10, maxMs: 40 },
        pollMs: 15,
      },
    });
    try {
      const campaign = await newCampaign();
      const readers = [newPsid(), newPsid(), newPsid()];
      const keys = readers.map((psid) => `carrier-${psid}`);
      for (const psid of readers) await readThree(carrierApi, psid);
      for (const [index, psid] of readers.entries()) {
        const answer = parse(
          RewardClaimResponseSchema,
          await claim(carrierApi, psid, campaign, keys[index]!),
        );
        expect(answer.grant.delivery).toBe('webhook');
      }

      const outboxRows = () =>
        database.db
          .selectFrom('reward_outbox')
          .select(['idempotency_key', 'attempts', 'delivered_at'])
          .where('idempotency_key', 'in', keys)
          .execute();
      // Wait (at most 40 s) until the outbox has recorded every delivery.
      const deadline = Date.now() + 40_000;
      while ((await outboxRows()).some((row) => row.delivered_at === null) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // More passes after delivery send nothing again.
      await carrierApi.app.rewardsPayout?.runOnce();
      await carrierApi.app.rewardsPayout?.runOnce();

      expect([...accepted].sort()).toEqual([...keys].sort());
      for (const key of keys) expect(attempts.get(key)).toBe(3);
      const outbox = await outboxRows();
      expect(outbox).toHaveLength(3);
      for (const row of outbox) {
        expect(row.delivered_at).not.toBeNull();
        expect(row.attempts).toBe(3);
      }
    } finally {
      await carrierApi.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('coupon campaign (/jej)', () => {
  const register = (psid: string | null, body: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v3/tagger/coupon',
      headers: { ...(psid ? { psid } : {}), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const couponStatus = async (psid: string) =>
    parse(CouponStatusSchema, await api.app.inject({ url: '/api/v3/tagger/coupon', headers: { psid } }));

  it('registers a full name and e-mail once per e-mail and per reader', async () => {
    const psid = newPsid();
    const email = `${psid.slice(0, 22)}@Exemplo.com`;
    expect(await couponStatus(psid)).toEqual({
      campaign: { id: 'jej', state: 'running' },
      registered: false,
    });

    expect((await register(psid, { full_name: ' Maria  da Silva ', email })).json()).toEqual({
      status: 'registered',
    });
    expect((await couponStatus(psid)).registered).toBe(true);
    expect(errorCode(await register(newPsid(), { full_name: 'Ana Souza', email: email.toUpperCase() }))).toBe(
      'EMAIL_ALREADY_REGISTERED',
    );
    expect(errorCode(await register(psid, { full_name: 'Maria Silva', email: `other-${email}` }))).toBe(
      'ALREADY_REGISTERED',
    );
  });

  it('answers every spec 5 check with its code', async () => {
    const psid = newPsid();
    expect(errorCode(await register(psid, { full_name: '', email: 'a@b.co' }))).toBe('REQUIRED_FIELD');
    expect(errorCode(await register(psid, { full_name: 'Maria', email: 'a@b.co' }))).toBe('INVALID_NAME');
    expect(errorCode(await register(psid, { full_name: 'Maria Silva', email: 'maria@' }))).toBe(
      'INVALID_EMAIL',
    );
    expect(errorCode(await register(null, { full_name: 'Maria Silva', email: 'm@b.co' }))).toBe(
      'PSID_REQUIRED',
    );
    expect(errorCode(await register(psid, { full_name: 'Maria Silva' }))).toBe('VALIDATION_FAILED');
  });

  it('holds its daily limit under concurrent registrations and says when it ended', async () => {
    const before = await database.db
      .selectFrom('coupon_registrations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('campaign_id', '=', 'jej')
      .where('period', '=', '2026-11-21')
      .executeTakeFirstOrThrow();
    const limit = Number(before.n) + 5;
    await database.db
      .updateTable('coupon_campaigns')
      .set({ daily_limit: limit })
      .where('id', '=', 'jej')
      .execute();
    try {
      const readers = Array.from({ length: 8 }, () => newPsid());
      const answers = await Promise.all(
        readers.map((psid) =>
          register(psid, { full_name: 'Maria Silva', email: `${psid.slice(0, 22)}@exemplo.com` }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
      expect(
        answers.filter((answer) => answer.statusCode !== 200).map((answer) => errorCode(answer)),
      ).toEqual(Array(3).fill('REWARD_DAILY_LIMIT'));
      expect((await couponStatus(newPsid())).campaign?.state).toBe('limit');

      await database.db
        .updateTable('coupon_campaigns')
        .set({ status: 'ended' })
        .where('id', '=', 'jej')
        .execute();
      expect((await couponStatus(newPsid())).campaign?.state).toBe('ended');
      const late = newPsid();
      expect(
        errorCode(await register(late, { full_name: 'Maria Silva', email: `${late.slice(0, 22)}@x.com` })),
      ).toBe('CAMPAIGN_ENDED');
    } finally {
      await database.db
        .updateTable('coupon_campaigns')
        .set({ daily_limit: 200, status: 'running' })
        .where('id', '=', 'jej')
        .execute();
    }
  });
});
