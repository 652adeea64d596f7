/**
 * Forms sent before or without the page's scripts (infra/src/edge/form-posts.ts): the edge does
 * what the page's code does with the API and answers with a page — signed in and sent on (303 with
 * the API's cookies), or the page again with the API's status — and refuses a post from another
 * site. Placeholder builds: the page's HTML is the shell's, what matters here is the answer.
 */
import { PageCache } from '../src/edge/page-cache';
import { buildTestSite, newPsid, SETUP_TIMEOUT, type TestApi } from './helper';

const PASSWORD = 'segredo-123';
const SAME_SITE = { 'sec-fetch-site': 'same-origin' };
let site: TestApi;
let counter = 0;
const newEmail = () => `form.${Date.now().toString(36)}${(counter += 1)}@onda.example`;

const post = (url: string, form: Record<string, string>, headers: Record<string, string> = SAME_SITE) =>
  site.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

const cookiesOf = (response: { headers: Record<string, unknown> }): string[] =>
  [response.headers['set-cookie'] ?? []].flat().map(String);

// Pages are kept as in production, so a test can tell a form's answer never is.
const pageCache = new PageCache({
  maxBytes: 4 * 1024 * 1024,
  maxFreshMs: 60_000,
  staleMs: 60_000,
  keepMs: 600_000,
});

beforeAll(async () => {
  site = await buildTestSite(['shell', 'mf-accounts', 'mf-rewards', 'mf-news'], undefined, pageCache);
}, SETUP_TIMEOUT);
afterAll(() => site.close());

describe('sign-in without scripts', () => {
  it('signs in with the API’s session cookie and goes to the remembered page', async () => {
    const email = newEmail();
    await site.app.inject({ method: 'POST', url: '/api/v3/auth', payload: { email, password: PASSWORD } });

    const response = await post('/accounts/user?redirect=%2Fsports', { email, password: PASSWORD });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sports');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cookiesOf(response).some((cookie) => cookie.startsWith('onda_session='))).toBe(true);
  });

  it('answers a refused sign-in with the page again and the API’s status, never JSON', async () => {
    const response = await post('/accounts/user', { email: newEmail(), password: 'errada-123' });

    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cookiesOf(response).some((cookie) => cookie.startsWith('onda_session='))).toBe(false);
  });

  it('gives a reader with no signed id one, dropping a consent signed for the id it replaces', async () => {
    const stale = `onda_psid=old-client-id; onda_consent=1.m1a1p1.1767225600.${'s'.repeat(32)}`;
    const response = await post(
      '/accounts/user',
      { email: newEmail(), password: 'errada-123' },
      { ...SAME_SITE, cookie: stale },
    );
    expect(response.statusCode).toBe(401);
    const cookies = cookiesOf(response);
    expect(cookies.filter((cookie) => cookie.startsWith('onda_psid='))).toHaveLength(1);
    expect(cookies).toContain('onda_consent=; Max-Age=0; Path=/; SameSite=Lax');
    // The answer's page asks for a choice again: the banner is not hidden.
    expect(response.body).toMatch(/<html lang="[^"]*">/);
  });

  it('refuses a post from another site, and one that says nowhere where it comes from', async () => {
    const email = newEmail();
    await site.app.inject({ method: 'POST', url: '/api/v3/auth', payload: { email, password: PASSWORD } });
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://elsewhere.example' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of elsewhere) {
      const response = await post('/accounts/user', { email, password: PASSWORD }, headers);
      expect(response.statusCode).toBe(403);
      expect(cookiesOf(response).some((cookie) => cookie.startsWith('onda_session='))).toBe(false);
    }
    const own = await post(
      '/accounts/user',
      { email, password: PASSWORD },
      { origin: 'http://localhost:80' },
    );
    expect(own.statusCode).toBe(303);
  });
});

describe('sign-up without scripts', () => {
  it('checks the address of the first step and names it to the second', async () => {
    expect((await post('/accounts/user/signup-email', { email: 'não-é-email' })).statusCode).toBe(422);
    const email = newEmail();
    const next = await post('/accounts/user/signup-email?redirect=%2Ftv', { email: ` ${email} ` });
    expect(next.statusCode).toBe(303);
    expect(next.headers.location).toBe(
      `/accounts/user/signup-password?email=${encodeURIComponent(email)}&redirect=%2Ftv`,
    );

    const made = await post('/accounts/user/signup-password', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(made.statusCode).toBe(303);
    expect(made.headers.location).toBe('/');
    expect(cookiesOf(made).some((cookie) => cookie.startsWith('onda_session='))).toBe(true);

    const again = await post('/accounts/user/signup-password', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(again.statusCode).toBe(422);
  });
});

describe('other forms', () => {
  it('sends a password reset link, and sends a used or unknown reset token to /invalid_token', async () => {
    const email = newEmail();
    await site.app.inject({ method: 'POST', url: '/api/v3/auth', payload: { email, password: PASSWORD } });
    expect((await post('/accounts/user/forgotpassword', { email })).statusCode).toBe(200);
    expect((await post('/accounts/user/forgotpassword', { email: newEmail() })).statusCode).toBe(404);

    const reset = await post('/reset_password?reset_password_token=nao-existe', {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(reset.statusCode).toBe(303);
    expect(reset.headers.location).toBe('/invalid_token');
  });

  it('registers for the coupon campaign as the reader of the anonymous id it gives', async () => {
    const response = await post('/jej', { full_name: 'Ana', email: 'ana@onda.example' });
    // A one-word name is refused by the API's rule, beside the field; the reader got an id.
    expect(response.statusCode).toBe(400);
    expect(cookiesOf(response).some((cookie) => cookie.startsWith('onda_psid='))).toBe(true);

    const first = await post('/jej', { full_name: 'Ana Souza', email: newEmail() });
    expect(first.statusCode).toBe(200);
    // One signed id, the one the registration was made for: the page adds none of its own.
    const ids = cookiesOf(first).filter((cookie) => cookie.startsWith('onda_psid='));
    expect(ids).toHaveLength(1);
    const psid = (ids[0] ?? '').split(';')[0]?.slice('onda_psid='.length) ?? '';
    const status = await site.app.inject({ url: '/api/v3/tagger/coupon', headers: { psid } });
    expect(status.json()).toMatchObject({ registered: true });
  });

  it('registers a reader whose guest id the server signed under that id, with no new one', async () => {
    const psid = newPsid();
    const response = await post(
      '/jej',
      { full_name: 'Bruno Lima', email: newEmail() },
      { ...SAME_SITE, cookie: `onda_psid=${psid}` },
    );
    expect(response.statusCode).toBe(200);
    expect(cookiesOf(response).some((cookie) => cookie.startsWith('onda_psid='))).toBe(false);
    const status = await site.app.inject({ url: '/api/v3/tagger/coupon', headers: { psid } });
    expect(status.json()).toMatchObject({ registered: true });
  });

  it("holds a signed-in reader's form to the session's CSRF token: a planted token is refused", async () => {
    const email = newEmail();
    const made = await site.app.inject({
      method: 'POST',
      url: '/api/v3/auth',
      payload: { email, password: PASSWORD },
    });
    const session = cookiesOf(made)
      .map((cookie) => cookie.split(';')[0] ?? '')
      .filter((pair) => pair.startsWith('onda_session=') || pair.startsWith('onda_csrf='));
    expect(session).toHaveLength(2);
    const planted = session.map((pair) => (pair.startsWith('onda_csrf=') ? 'onda_csrf=planted' : pair));
    const form = { full_name: 'Carla Dias', email };

    const refused = await post('/jej', form, { ...SAME_SITE, cookie: planted.join('; ') });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);

    const accepted = await post('/jej', form, { ...SAME_SITE, cookie: session.join('; ') });
    expect(accepted.statusCode).toBe(200);
  });

  it('sends a search form to its results, and a blank one back to the search page', async () => {
    const found = await site.app.inject({ method: 'GET', url: '/search?q=%20copa%20do%20mundo%20' });
    expect(found.statusCode).toBe(303);
    expect(found.headers.location).toBe('/search/relevance/copa%20do%20mundo');
    expect((await site.app.inject({ method: 'GET', url: '/search?q=%20' })).statusCode).toBe(400);
    expect((await site.app.inject({ method: 'GET', url: '/search' })).statusCode).toBe(200);
  });

  it('never keeps a form’s answer, and the kept form page holds nothing of a reader', async () => {
    const cookie = `onda_psid=${newPsid()}`;
    const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { cookie } });
    await get('/accounts/user');
    const kept = await get('/accounts/user');
    expect(kept.headers['x-page-cache']).toBe('hit');

    const email = newEmail();
    const answer = await post('/accounts/user', { email, password: 'errada-123' }, { ...SAME_SITE, cookie });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['x-page-cache']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');

    const after = await get('/accounts/user');
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(email);
    expect(after.body).not.toMatch(/onda_csrf|onda_session|onda_psid=/);
    const blank = await get('/search?q=%20');
    expect(blank.statusCode).toBe(400);
    expect((await get('/search')).statusCode).toBe(200);
  });

  it('answers bad form bodies with a 4xx, never a 500', async () => {
    const send = (payload: string, type: string) =>
      site.app.inject({
        method: 'POST',
        url: '/accounts/user',
        headers: { ...SAME_SITE, 'content-type': type },
        payload,
      });
    const answers = await Promise.all([
      send('email=%E0%A4%A&password', 'application/x-www-form-urlencoded'),
      send('email=a&email=b&password[x]=1', 'application/x-www-form-urlencoded'),
      send(`email=${'a'.repeat(20_000)}`, 'application/x-www-form-urlencoded'),
      send('{"email":', 'application/json'),
      send('email=a', 'text/plain'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  it('leaves posts to pages without a form a 404', async () => {
    expect((await post('/sports', { a: 'b' })).statusCode).toBe(404);
  });
});
