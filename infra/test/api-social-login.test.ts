/**
 * Social login against a real OpenID Connect provider (test/oidc-provider.mjs, oidc-provider in a
 * child process): start -> the provider's sign-in -> callback ends signed in with the session and
 * CSRF cookies, a second login finds the same account, a tampered state or a missing start is
 * refused, the guest's follows move into the account, and the same provider configured as plain
 * OAuth 2 endpoints (the Facebook way) works too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  AUTH_COOKIES,
  AuthSessionResponseSchema,
  CurrentUserResponseSchema,
  FollowsResponseSchema,
  SocialProvidersResponseSchema,
} from 'shared-contracts';
import { parseProviders, type ProviderConfig } from '../src/api/accounts/social-providers';
import { SOCIAL_COOKIE } from '../src/api/accounts/social-routes';
import { buildTestApi, errorCode, newPsid, NOW, parse, SETUP_TIMEOUT, type TestApi } from './helper';

const PUBLIC_URL = 'http://onda.test';
const CLIENT = { id: 'onda-test', secret: 'onda-test-secret' };

let providerProcess: ChildProcess;
let issuer: string;
// A real provider in a child process and Argon2 hashes, on a machine that may be busy.
jest.setTimeout(30_000);

let api: TestApi;

function startProvider(): Promise<string> {
  providerProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider.mjs')], {
    env: {
      ...process.env,
      OIDC_TEST_CLIENT_ID: CLIENT.id,
      OIDC_TEST_CLIENT_SECRET: CLIENT.secret,
      OIDC_TEST_REDIRECT_URIS: ['google', 'facebook']
        .map((id) => `${PUBLIC_URL}/api/v3/auth/${id}/callback`)
        .join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    providerProcess.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const ready = /ready (\S+)/.exec(out);
      if (ready?.[1]) resolve(ready[1]);
    });
    providerProcess.on('exit', (code) => reject(new Error(`the provider stopped (${code})`)));
  });
}

beforeAll(async () => {
  issuer = await startProvider();
  const providers = parseProviders(
    JSON.stringify([
      { id: 'google', name: 'Google', issuer, client_id: CLIENT.id, client_secret: CLIENT.secret },
      {
        id: 'facebook',
        name: 'Facebook',
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        scope: 'openid email profile',
      },
      // Nothing listens there: a provider that is down.
      { id: 'offline', name: 'Offline', issuer: 'http://127.0.0.1:9', client_id: CLIENT.id },
    ]),
  ) as ProviderConfig[];
  api = await buildTestApi({ accounts: { publicUrl: PUBLIC_URL, socialProviders: providers } });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
  providerProcess?.kill('SIGTERM');
});

const cookieValue = (setCookies: string[], name: string): string | undefined =>
  setCookies
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const setCookiesOf = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
};

/**
 * The browser's part: follows the provider's redirects (keeping its cookies) until it is sent
 * back to our callback, and answers that URL.
 */
async function throughProvider(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(PUBLIC_URL)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

/** Start, the provider's sign-in, and the callback: the callback's answer. */
async function socialLogin(
  provider: string,
  query = '',
  tamper?: (callback: URL) => void,
  headers: Record<string, string> = {},
) {
  const start = await api.app.inject({ url: `/api/v3/auth/${provider}/start${query}`, headers });
  expect(start.statusCode).toBe(302);
  const pending = cookieValue(setCookiesOf(start.headers), SOCIAL_COOKIE);
  expect(pending).toBeTruthy();
  const authorization = new URL(String(start.headers.location));
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toBeTruthy();
  const callback = await throughProvider(authorization.href);
  tamper?.(callback);
  return api.app.inject({
    url: `${callback.pathname}${callback.search}`,
    cookies: { [SOCIAL_COOKIE]: pending ?? '' },
  });
}

async function currentUser(callback: { headers: Record<string, unknown> }) {
  const session = cookieValue(setCookiesOf(callback.headers), AUTH_COOKIES.session);
  const response = await api.app.inject({
    url: '/api/auth/user',
    cookies: { [AUTH_COOKIES.session]: session ?? '' },
  });
  expect(response.statusCode).toBe(200);
  return parse(CurrentUserResponseSchema, response).user;
}

test('lists the configured providers for the sign-in buttons, cacheable', async () => {
  const response = await api.app.inject({ url: '/api/v3/auth/providers' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toContain('public');
  expect(parse(SocialProvidersResponseSchema, response).providers).toEqual([
    { id: 'google', name: 'Google' },
    { id: 'facebook', name: 'Facebook' },
    { id: 'offline', name: 'Offline' },
  ]);
});

test('signs in through the OpenID provider, then finds the same account again', async () => {
  const first = await socialLogin('google', '?return=/esportes');
  expect(first.statusCode).toBe(303);
  expect(first.headers.location).toBe('/esportes');
  const cookies = setCookiesOf(first.headers);
  expect(cookies.find((line) => line.startsWith(`${AUTH_COOKIES.session}=`))).toMatch(/HttpOnly/);
  expect(cookieValue(cookies, AUTH_COOKIES.csrf)).toBeTruthy();
  const user = await currentUser(first);
  expect(user.email).toBe('leitora@example.com');

  const second = await socialLogin('google');
  expect(second.statusCode).toBe(303);
  expect(second.headers.location).toBe('/');
  expect((await currentUser(second)).id).toBe(user.id);
});

test('an unsafe return path lands on the home page', async () => {
  const response = await socialLogin('google', `?return=${encodeURIComponent('//evil.example/x')}`);
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/');
});

test('moves the guest follows into the account', async () => {
  const psid = newPsid();
  const follow = await api.app.inject({
    method: 'POST',
    url: '/api/v3/follows',
    headers: { psid },
    payload: { id: 'flamengo', context: 'teams', push_on: 1 },
  });
  expect(follow.statusCode).toBe(200);
  // Another guest's id in the URL moves nothing (docs/adr/010)...
  const other = newPsid();
  await api.app.inject({
    method: 'POST',
    url: '/api/v3/follows',
    headers: { psid: other },
    payload: { id: 'palmeiras', context: 'teams', push_on: 1 },
  });
  // ...the guest id of the browser's own cookie, sent with the start, does.
  const response = await socialLogin('google', `?psid=${encodeURIComponent(other)}`, undefined, {
    cookie: `onda_psid=${psid}`,
  });
  expect(response.statusCode).toBe(303);
  const session = cookieValue(setCookiesOf(response.headers), AUTH_COOKIES.session) ?? '';
  const follows = parse(
    FollowsResponseSchema,
    await api.app.inject({ url: '/api/v3/follows', cookies: { [AUTH_COOKIES.session]: session } }),
  );
  expect(follows.results.map((profile) => profile.id)).toContain('flamengo');
  expect(follows.results.map((profile) => profile.id)).not.toContain('palmeiras');
  const guest = parse(
    FollowsResponseSchema,
    await api.app.inject({ url: '/api/v3/follows', headers: { psid } }),
  );
  expect(guest.results).toEqual([]);
});

test('refuses a tampered state and a callback without a start', async () => {
  const tampered = await socialLogin('google', '', (callback) =>
    callback.searchParams.set('state', 'forged'),
  );
  // The browser is sent to the sign-in page, which says the login expired.
  expect(tampered.statusCode).toBe(303);
  expect(tampered.headers.location).toBe('/accounts/user?error=SOCIAL_STATE_INVALID');
  expect(setCookiesOf(tampered.headers).some((line) => line.startsWith(`${AUTH_COOKIES.session}=`))).toBe(
    false,
  );

  // A login started more than ten minutes ago: its cookie no longer counts, whatever the browser kept.
  const start = await api.app.inject({ url: '/api/v3/auth/google/start' });
  const pending = JSON.parse(
    Buffer.from(cookieValue(setCookiesOf(start.headers), SOCIAL_COOKIE) ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  const old = Buffer.from(JSON.stringify({ ...pending, expires: NOW.getTime() }), 'utf8').toString(
    'base64url',
  );
  const expired = await api.app.inject({
    url: `/api/v3/auth/google/callback?code=x&state=${String(pending.state)}`,
    cookies: { [SOCIAL_COOKIE]: old },
  });
  expect(expired.statusCode).toBe(303);
  expect(expired.headers.location).toBe('/accounts/user?error=SOCIAL_STATE_INVALID');

  const orphan = await api.app.inject({ url: '/api/v3/auth/google/callback?code=x&state=y' });
  expect(orphan.statusCode).toBe(303);
  expect(orphan.headers.location).toBe('/accounts/user?error=SOCIAL_STATE_INVALID');
});

test('a provider that refuses the login sends the reader back to sign in, still going to the return page', async () => {
  const start = await api.app.inject({ url: '/api/v3/auth/google/start?return=/tv' });
  const pending = cookieValue(setCookiesOf(start.headers), SOCIAL_COOKIE) ?? '';
  const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
  const response = await api.app.inject({
    url: `/api/v3/auth/google/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(issuer)}`,
    cookies: { [SOCIAL_COOKIE]: pending },
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/accounts/user?error=SOCIAL_LOGIN_REFUSED&redirect=%2Ftv');
  expect(setCookiesOf(response.headers).some((line) => line.startsWith(`${AUTH_COOKIES.session}=`))).toBe(
    false,
  );
});

test('a callback for an unknown provider sends the reader back to sign in', async () => {
  const response = await api.app.inject({ url: '/api/v3/auth/myspace/callback?code=x&state=y' });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/accounts/user?error=SOCIAL_PROVIDER_UNKNOWN');
});

test('an unknown provider is 404, one that is down 503', async () => {
  const unknown = await api.app.inject({ url: '/api/v3/auth/myspace/start' });
  expect(unknown.statusCode).toBe(404);
  expect(errorCode(unknown)).toBe('SOCIAL_PROVIDER_UNKNOWN');
  const down = await api.app.inject({ url: '/api/v3/auth/offline/start' });
  expect(down.statusCode).toBe(503);
  expect(errorCode(down)).toBe('SERVICE_UNAVAILABLE');
});

test('signs in through plain OAuth 2 endpoints (the Facebook way) into the same account', async () => {
  const google = await currentUser(await socialLogin('google'));
  const response = await socialLogin('facebook', '?return=/tv');
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/tv');
  expect((await currentUser(response)).id).toBe(google.id);
});

/** An access token the provider issued to the app itself (what the Facebook SDK hands the app). */
async function appAccessToken(): Promise<string> {
  const start = await api.app.inject({ url: '/api/v3/auth/facebook/start' });
  const pending = JSON.parse(
    Buffer.from(cookieValue(setCookiesOf(start.headers), SOCIAL_COOKIE) ?? '', 'base64url').toString('utf8'),
  ) as { verifier: string };
  const callback = await throughProvider(String(start.headers.location));
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: `${PUBLIC_URL}/api/v3/auth/facebook/callback`,
      code_verifier: pending.verifier,
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('facebook/login signs in with an access token, answering like sign_in', async () => {
  const known = await currentUser(await socialLogin('google'));
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v3/auth/facebook/login',
    payload: { accessToken: await appAccessToken(), device_token: null },
  });
  expect(response.statusCode).toBe(200);
  const body = parse(AuthSessionResponseSchema, response);
  expect(body.data.id).toBe(known.id);
  expect(response.headers['access-token']).toBeTruthy();
  expect(response.headers.uid).toBe('leitora@example.com');
  const me = await api.app.inject({
    url: '/api/auth/user',
    headers: {
      'access-token': String(response.headers['access-token']),
      client: String(response.headers.client),
      uid: String(response.headers.uid),
    },
  });
  expect(parse(CurrentUserResponseSchema, me).user.id).toBe(known.id);
});

test('facebook/login refuses an access token the provider does not know', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v3/auth/facebook/login',
    payload: { accessToken: 'not-a-token', device_token: null },
  });
  expect(response.statusCode).toBe(401);
  expect(errorCode(response)).toBe('SOCIAL_LOGIN_REFUSED');
});
