/**
 * Consent and audience measurement through the API (issue 27): the signed consent cookie from
 * JSON and from the banner's form, refused from other sites; /trk, tagger/analytics and the
 * pixel with good and bad input, kept only with measurement consent, without IP or PSID; the
 * daily roll-ups, the retention, the rate limit and the newsroom dashboard behind its password.
 */
import { sql } from 'kysely';
import { COOKIES, ConsentResponseSchema } from 'shared-contracts';
import type { Measurement } from '../src/api/analytics/measurement';
import { buildTestApi, errorCode, newPsid, NOW, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
let measurement: Measurement | undefined;
const PASSWORD = 'newsroom-secret-42';
/** Writes what the tracking calls buffered and rolls the days up, as the minute's job does. */
const catchUp = async () => measurement?.catchUp();

beforeAll(async () => {
  api = await buildTestApi({
    measurement: { opsPassword: PASSWORD, perReaderPerMinute: 40, expose: (m) => (measurement = m) },
  });
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

/** The consent cookie the server sets for a choice (as a Cookie header), with an anonymous id. */
async function consentCookie(
  choices: { measurement: boolean; ads: boolean; push: boolean },
  psid = newPsid(),
) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v3/consent',
    payload: choices,
    headers: { psid },
  });
  const cookie =
    [response.headers['set-cookie']].flat().find((c) => c?.startsWith(`${COOKIES.consent}=`)) ?? '';
  return { cookie: `${cookie.split(';')[0]}; ${COOKIES.psid}=${psid}`, psid, response };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const events = () => api.database.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

describe('consent', () => {
  it('stores the choice per purpose with the policy version and date, signed, and reads it back', async () => {
    const { cookie, response } = await consentCookie({ measurement: true, ads: false, push: true });
    const stored = parse(ConsentResponseSchema, response).consent;
    expect(stored).toEqual({
      choices: { measurement: true, ads: false, push: true },
      policyVersion: 1,
      decidedAt: Math.floor(NOW.getTime() / 1000),
    });
    const cookies = [response.headers['set-cookie']].flat();
    expect(cookies).toEqual([
      expect.stringMatching(
        /^onda_consent=1\.m1a0p1\.\d+\.[A-Za-z0-9_-]{32}; Max-Age=31536000; Path=\/; SameSite=Lax$/,
      ),
      'onda_cookies_accepted=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
    const read = await api.app.inject({ url: '/api/v3/consent', headers: { cookie } });
    expect(parse(ConsentResponseSchema, read).consent).toEqual(stored);
  });

  it('reads no consent from a cookie a script wrote or changed', async () => {
    const { cookie } = await consentCookie({ measurement: false, ads: false, push: false });
    const forged = cookie.replace('m0a0p0', 'm1a1p1');
    const read = await api.app.inject({ url: '/api/v3/consent', headers: { cookie: forged } });
    expect(parse(ConsentResponseSchema, read).consent).toBeNull();
  });

  it('holds only with the guest id the server issued to this browser', async () => {
    const { cookie, psid } = await consentCookie({ measurement: true, ads: true, push: false });
    const consentOnly = cookie.split('; ')[0] ?? '';
    const readWith = async (headers: Record<string, string>) =>
      parse(ConsentResponseSchema, await api.app.inject({ url: '/api/v3/consent', headers })).consent;
    const trk = (headers: Record<string, string>) =>
      api.app.inject({ url: '/trk?id=abc&sid=771&action=share&cx=videos', headers });
    const unsigned = `${psid.split('.')[0]}.${'A'.repeat(43)}`;
    // Another browser's id, an id the server did not sign, no id: no consent, nothing kept.
    for (const headers of <Record<string, string>[]>[
      { cookie: `${consentOnly}; ${COOKIES.psid}=${newPsid()}` },
      { cookie: `${consentOnly}; ${COOKIES.psid}=${unsigned}` },
      { cookie: consentOnly, psid: unsigned },
      { cookie: consentOnly },
    ]) {
      expect(await readWith(headers)).toBeNull();
      expect((await trk(headers)).json()).toEqual({ status: 'ignored' });
    }
    // The signed id in the cookie, or (an API client) in the PSID header.
    expect(await readWith({ cookie })).not.toBeNull();
    expect(await readWith({ cookie: consentOnly, psid })).not.toBeNull();
    expect((await trk({ cookie })).json()).toEqual({ status: 'queued' });
  });

  it('issues a guest id to a browser without one and signs the choice for it', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v3/consent',
      payload: { measurement: true, ads: false, push: false },
    });
    const cookies = [response.headers['set-cookie']].flat().map((c) => c?.split(';')[0] ?? '');
    const guest = cookies.find((c) => c.startsWith(`${COOKIES.psid}=`));
    const consent = cookies.find((c) => c.startsWith(`${COOKIES.consent}=`));
    expect(guest).toMatch(/^onda_psid=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const read = await api.app.inject({
      url: '/api/v3/consent',
      headers: { cookie: `${consent}; ${guest}` },
    });
    expect(parse(ConsentResponseSchema, read).consent?.choices.measurement).toBe(true);
  });

  it('takes the banner’s form without scripts and goes back to the page', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v3/consent',
      headers: { ...FORM, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: form({ choice: 'custom', ads: 'on', return: '/sports/scores?x=1' }),
    });
    expect([response.statusCode, response.headers.location]).toEqual([303, '/sports/scores?x=1']);
    expect(String(response.headers['set-cookie'])).toMatch(/onda_consent=1\.m0a1p0\./);
  });

  it('never sends the reader off the site', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v3/consent',
        headers: FORM,
        payload: form({ choice: 'necessary', return: back }),
      });
      expect([response.statusCode, response.headers.location]).toEqual([303, '/']);
    }
  });

  it('refuses a choice posted by another site', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v3/consent',
        headers: { ...FORM, ...headers },
        payload: form({ choice: 'all' }),
      });
      expect([response.statusCode, errorCode(response)]).toEqual([403, 'CSRF_FAILED']);
    }
  });

  it('answers bad choices with 400', async () => {
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/v3/consent',
      payload: { measurement: 'perhaps' },
    });
    const posted = await api.app.inject({
      method: 'POST',
      url: '/api/v3/consent',
      headers: FORM,
      payload: form({ choice: 'everything' }),
    });
    expect([json.statusCode, errorCode(json), posted.statusCode]).toEqual([400, 'VALIDATION_FAILED', 400]);
  });

  it('keeps proof of a consent given, under a pseudonym, and none of a refusal', async () => {
    const before = await api.database.db.selectFrom('consent_records').selectAll().execute();
    const given = await consentCookie({ measurement: true, ads: true, push: false });
    await consentCookie({ measurement: false, ads: false, push: false });
    const after = await api.database.db.selectFrom('consent_records').selectAll().execute();
    const added = after.slice(before.length);
    expect(added).toEqual([
      expect.objectContaining({ measurement: true, ads: true, push: false, policy_version: 1 }),
    ]);
    expect(JSON.stringify(added)).not.toContain(given.psid);
  });
});

describe('tracking calls', () => {
  it('keep nothing before a choice or after a refusal, and say so', async () => {
    await catchUp();
    const before = (await events()).length;
    const refused = await consentCookie({ measurement: false, ads: true, push: true });
    for (const cookie of ['', refused.cookie]) {
      const trk = await api.app.inject({
        url: '/trk?id=abc&sid=771&action=open&cx=news_stories&cxid=news&os=android',
        headers: { cookie },
      });
      expect([trk.statusCode, trk.json()]).toEqual([202, { status: 'ignored' }]);
    }
    await catchUp();
    const added = (await events()).slice(before);
    // The refusal itself is counted, whose not said; the calls kept nothing.
    expect(added.map((e) => [e.event, e.detail, e.reader])).toEqual([['consent', 'custom', null]]);
  });

  it('queue a story opened, a read with its time and a page view, without IP or anonymous id', async () => {
    const { cookie, psid } = await consentCookie({ measurement: true, ads: false, push: false });
    const trk = await api.app.inject({
      url: '/trk?id=rio-2016-a&sid=771&action=open&cx=news_stories&cxid=sports&os=android',
      headers: { cookie },
    });
    const read = await api.app.inject({
      method: 'POST',
      url: '/api/v3/tagger/analytics',
      headers: { ...FORM, cookie },
      payload: form({
        event: 'read',
        articleTitle: 'Uma matéria',
        path: '/x/news_stories/1',
        id: 'rio-2016-a',
        cx: 'news_stories',
        duration: '41850',
      }),
    });
    const pixel = await api.app.inject({
      url: '/api/v3/tagger/pixel.gif?articleTitle=In%C3%ADcio&path=%2F&section=home&status=200&dl=1&utm_campaign=verao',
      headers: { cookie },
    });
    expect([trk.statusCode, trk.json(), read.statusCode, read.json()]).toEqual([
      202,
      { status: 'queued' },
      202,
      { status: 'queued' },
    ]);
    expect([pixel.statusCode, pixel.headers['content-type'], pixel.rawPayload.length]).toEqual([
      200,
      'image/gif',
      42,
    ]);
    await catchUp();
    const stored = (await events()).filter((e) => ['open', 'read', 'page_view'].includes(e.event));
    expect(stored.map((e) => [e.event, e.duration_ms, e.data_less, e.utm_campaign])).toEqual(
      expect.arrayContaining([
        ['open', null, null, null],
        ['read', 41850, null, null],
        ['page_view', null, true, 'verao'],
      ]),
    );
    const text = JSON.stringify(stored);
    expect(text).not.toContain(psid);
    expect(text).not.toContain('127.0.0.1');
    expect(new Set(stored.map((e) => e.reader)).size).toBe(1);
  });

  it('answer bad input with 4xx and a stable code', async () => {
    const cases: [string, string, number, string][] = [
      ['GET', '/trk?id=abc&sid=771&action=hack&cx=news_stories', 400, 'VALIDATION_FAILED'],
      ['GET', '/trk?id=a%20b&sid=771&action=open&cx=news_stories', 400, 'VALIDATION_FAILED'],
      ['GET', '/trk?id=abc&sid=12&action=open&cx=news_stories', 404, 'SITE_NOT_FOUND'],
      ['GET', '/trk?id=abc&sid=771&action=read&cx=news_stories&d=-5', 400, 'VALIDATION_FAILED'],
      ['GET', '/trk?sid=771&action=open&cx=news_stories', 400, 'VALIDATION_FAILED'],
      ['GET', `/api/v3/tagger/pixel.gif?articleTitle=x&path=${'a'.repeat(10)}`, 400, 'VALIDATION_FAILED'],
      ['GET', '/api/v3/tagger/pixel.gif?path=%2F', 400, 'VALIDATION_FAILED'],
    ];
    for (const [method, url, status, code] of cases) {
      const response = await api.app.inject({ method: method as 'GET', url });
      expect([url, response.statusCode, errorCode(response)]).toEqual([url, status, code]);
    }
    const noTitle = await api.app.inject({
      method: 'POST',
      url: '/api/v3/tagger/analytics',
      headers: FORM,
      payload: form({ event: 'read', articleTitle: '', path: '/' }),
    });
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/api/v3/tagger/analytics',
      headers: FORM,
      payload: form({ event: 'purchase', articleTitle: 'x', path: '/' }),
    });
    expect([noTitle.statusCode, errorCode(noTitle), unknown.statusCode]).toEqual([
      400,
      'VALIDATION_FAILED',
      400,
    ]);
  });

  it('are limited per reader', async () => {
    const { cookie } = await consentCookie({ measurement: true, ads: false, push: false });
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const response = await api.app.inject({
        url: '/trk?id=abc&sid=771&action=share&cx=videos',
        headers: { cookie },
      });
      statuses.push(response.statusCode);
    }
    expect([statuses.filter((s) => s === 202).length, statuses.at(-1)]).toEqual([40, 429]);
  });
});

describe('roll-ups and retention', () => {
  it('roll a day up by section, story and publisher, and delete raw events past the retention', async () => {
    const db = api.database.db;
    const story = await db
      .selectFrom('content')
      .select(['id', 'publisher_id'])
      .where('type', '=', 'news_stories')
      .executeTakeFirstOrThrow();
    const { cookie } = await consentCookie({ measurement: true, ads: false, push: false });
    await api.app.inject({
      url: `/trk?id=${story.id}&sid=771&action=open&cx=news_stories`,
      headers: { cookie },
    });
    await api.app.inject({
      method: 'POST',
      url: '/api/v3/tagger/analytics',
      headers: { ...FORM, cookie },
      payload: form({
        event: 'read',
        articleTitle: 'T',
        path: '/p',
        id: story.id,
        cx: 'news_stories',
        duration: '30000',
      }),
    });
    await db
      .insertInto('analytics_events')
      .values({
        at: new Date(NOW.getTime() - 40 * 86_400_000),
        day: '2026-10-12',
        event: 'page_view',
        reader: 'r',
        path: '/',
      })
      .execute();
    await db
      .insertInto('analytics_daily')
      .values({ day: '2026-10-12', metric: 'page_views', dim: '', value: 7 })
      .execute();
    await catchUp();
    const today = await db
      .selectFrom('analytics_daily')
      .selectAll()
      .where('day', '=', '2026-11-21')
      .execute();
    const value = (metric: string, dim: string) =>
      Number(today.find((r) => r.metric === metric && r.dim === dim)?.value ?? 0);
    expect(value('story_opens', story.id)).toBeGreaterThanOrEqual(1);
    expect(value('publisher_reads', story.publisher_id)).toBeGreaterThanOrEqual(1);
    expect(value('page_views', '')).toBeGreaterThanOrEqual(1);
    expect(value('page_views', 'section:home')).toBeGreaterThanOrEqual(1);
    expect(value('readers', '')).toBeGreaterThanOrEqual(1);
    const old = await sql<{
      n: string;
    }>`select count(*) as n from analytics_events where day = '2026-10-12'`.execute(db);
    const kept = await db
      .selectFrom('analytics_daily')
      .select('value')
      .where('day', '=', '2026-10-12')
      .executeTakeFirst();
    expect([Number(old.rows[0]?.n), Number(kept?.value)]).toEqual([0, 7]);
  });
});

describe('the newsroom dashboard', () => {
  const basic = (password: string) => ({
    authorization: `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`,
  });

  it('asks for the operator password and refuses a wrong one with 401', async () => {
    const none = await api.app.inject({ url: '/ops/analytics' });
    const wrong = await api.app.inject({ url: '/ops/analytics', headers: basic('guess-guess-guess') });
    expect([none.statusCode, none.headers['www-authenticate'], wrong.statusCode, errorCode(wrong)]).toEqual([
      401,
      'Basic realm="Onda newsroom", charset="UTF-8"',
      401,
      'OPS_CREDENTIALS_INVALID',
    ]);
  });

  it('serves the page with uPlot and the figures of 90 days', async () => {
    const page = await api.app.inject({ url: '/ops/analytics', headers: basic(PASSWORD) });
    const uplot = await api.app.inject({
      url: '/ops/analytics/assets/uPlot.iife.min.js',
      headers: basic(PASSWORD),
    });
    const data = await api.app.inject({
      url: '/ops/analytics/data.json?days=90&fresh=true',
      headers: basic(PASSWORD),
    });
    expect([page.statusCode, page.body]).toEqual([
      200,
      expect.stringContaining('/ops/analytics/assets/dashboard.js'),
    ]);
    expect([uplot.statusCode, uplot.body.includes('uPlot')]).toEqual([200, true]);
    const figures = data.json();
    expect([data.statusCode, figures.days.length, figures.pageViews.length]).toEqual([200, 90, 90]);
    expect(figures.campaigns.map((c: { id: string }) => c.id).sort()).toEqual([
      'app',
      'bonus',
      'placar',
      'planos',
    ]);
    expect([figures.consent.custom.at(-1), figures.consent.necessary.at(-1)]).toEqual([
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(figures.consent.custom.at(-1) + figures.consent.necessary.at(-1)).toBeGreaterThanOrEqual(4);
  });

  it('does not exist without a password setting', async () => {
    const bare = await buildTestApi({ database: api.database });
    try {
      const response = await bare.app.inject({ url: '/ops/analytics', headers: basic(PASSWORD) });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
