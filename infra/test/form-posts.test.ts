/**
 * Forms sent before or without the page's scripts (infra/src/edge/form-posts.ts): the edge does
 * what the page's code does with the API and answers with a page — signed in and sent on (303 with
 * the API's cookies), or the page again with the API's status — and refuses a post from another
 * site. Placeholder builds: the page's HTML is the shell's, what matters here is the answer.
 */
import { buildTestSite, SETUP_TIMEOUT, type TestApi } from './helper';

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

beforeAll(async () => {
  site = await buildTestSite(['shell', 'mf-accounts', 'mf-rewards', 'mf-news']);
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
  });

  it('sends a search form to its results, and a blank one back to the search page', async () => {
    const found = await site.app.inject({ method: 'GET', url: '/search?q=%20copa%20do%20mundo%20' });
    expect(found.statusCode).toBe(303);
    expect(found.headers.location).toBe('/search/relevance/copa%20do%20mundo');
    expect((await site.app.inject({ method: 'GET', url: '/search?q=%20' })).statusCode).toBe(400);
    expect((await site.app.inject({ method: 'GET', url: '/search' })).statusCode).toBe(200);
  });

  it('leaves posts to pages without a form a 404', async () => {
    expect((await post('/sports', { a: 'b' })).statusCode).toBe(404);
  });
});
