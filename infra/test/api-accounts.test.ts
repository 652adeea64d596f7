/**
 * Accounts API (spec 2, 4, 5, 7 "Auth", docs/contracts.md "Accounts API") on the real database:
 * validations with the spec's texts, the devise_token_auth headers and the session cookie, rate
 * limits, isolation between accounts, secrets stored only as hashes, password reset through a
 * real SMTP server, safe redirects, account deletion and the guest merge.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import {
  AUTH_COOKIES,
  AuthOkResponseSchema,
  AuthSessionResponseSchema,
  CurrentUserResponseSchema,
  FollowsResponseSchema,
  LikesResponseSchema,
  LoginResponseSchema,
  ResetConfirmResponseSchema,
  ResetTokenResponseSchema,
} from 'shared-contracts';
import { apiPlugin } from '../src/api/plugin';
import { buildTestApi, errorCode, newPsid, NOW, parse, SETUP_TIMEOUT, type TestApi } from './helper';

const guestOwnerOf = (psid: string): string => `psid:${psid.split('.')[0] ?? ''}`;

interface Mail {
  readonly to: string;
  readonly raw: string;
}

// Argon2 hashes and extra API instances on a machine that may be busy.
jest.setTimeout(60_000);

let api: TestApi;
let smtp: SMTPServer;
const mails: Mail[] = [];
let clock = NOW;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  api = await buildTestApi({
    now: () => clock,
    accounts: {
      mail: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Onda <no-reply@onda.example>',
        outboxDir: '/nonexistent',
      },
      publicUrl: 'https://onda.example',
    },
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});
beforeEach(() => {
  clock = NOW;
});

/** Every test from its own address, so the per-IP limits of one test do not reach another. */
let addresses = 0;
const newAddress = (): string => {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
let emails = 0;
const newEmail = (): string => `leitor-${process.pid}-${(emails += 1)}@exemplo.com.br`;
const PASSWORD = 'senha-forte-1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(
  method: Method,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  return api.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? newAddress(),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

type Reply = Awaited<ReturnType<typeof call>>;

/** The devise_token_auth headers of a sign-in answer, to send on later calls. */
const accessOf = (reply: Reply): { 'access-token': string; client: string; uid: string } => ({
  'access-token': String(reply.headers['access-token']),
  client: String(reply.headers.client),
  uid: String(reply.headers.uid),
});

const cookieOf = (reply: Reply, name: string) => reply.cookies.find((cookie) => cookie.name === name);

async function signUp(email = newEmail(), headers: Record<string, string> = {}, password = PASSWORD) {
  const reply = await call('POST', '/api/v3/auth', { body: { email, password }, headers });
  expect(reply.statusCode).toBe(200);
  return { email, reply, access: accessOf(reply) };
}

const signIn = (
  email: string,
  password: string,
  options: { headers?: Record<string, string>; ip?: string } = {},
) => call('POST', '/api/v3/auth/sign_in', { body: { email, password }, ...options });

const me = (headers: Record<string, string>) => call('GET', '/api/auth/user', { headers });

async function aContentId(): Promise<string> {
  const row = await api.database.db
    .selectFrom('content')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('sign-up and sign-in', () => {
  it('signs up in the devise_token_auth header scheme and sets the session cookies', async () => {
    const email = newEmail();
    const reply = await call('POST', '/api/v3/auth', {
      body: { email: `  ${email.toUpperCase()} `, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(reply.statusCode).toBe(200);
    const body = parse(AuthSessionResponseSchema, reply);
    expect(body.data).toMatchObject({ email, uid: email, provider: 'email' });
    expect(reply.headers['token-type']).toBe('Bearer');
    expect(reply.headers['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.headers.client).toBeTruthy();
    expect(reply.headers.uid).toBe(email);
    expect(Number(reply.headers.expiry)).toBe(Math.floor(NOW.getTime() / 1000) + 14 * 24 * 3600);
    const session = cookieOf(reply, AUTH_COOKIES.session);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    const csrf = cookieOf(reply, AUTH_COOKIES.csrf);
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers every spec 5 validation with its own code and the spec text', async () => {
    const email = newEmail();
    const cases: [unknown, number, string, string][] = [
      [{ email: 'nao-e-email', password: PASSWORD }, 422, 'EMAIL_INVALID', 'E-mail inválido'],
      [
        { email, password: '1234567' },
        422,
        'PASSWORD_TOO_SHORT',
        'Sua senha deve ter pelo menos 8 caracteres',
      ],
      [
        { email, password: PASSWORD, password_confirmation: 'outra-senha' },
        422,
        'PASSWORD_MISMATCH',
        'Senha invalida',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const reply = await call('POST', '/api/v3/auth', { body });
      expect(reply.statusCode).toBe(status);
      expect(JSON.parse(reply.body)).toEqual({ error: { code, message } });
    }
    await signUp(email);
    const again = await call('POST', '/api/v3/auth', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(again.statusCode).toBe(422);
    expect(errorCode(again)).toBe('ACCOUNT_EXISTS');
    const missing = await call('POST', '/api/v3/auth', { body: { email } });
    expect(missing.statusCode).toBe(400);
    expect(errorCode(missing)).toBe('VALIDATION_FAILED');
    const badSignIn = await signIn('nao-e-email', PASSWORD);
    expect(badSignIn.statusCode).toBe(422);
    expect(errorCode(badSignIn)).toBe('EMAIL_INVALID');
  });

  it('refuses a wrong password or an unknown e-mail alike', async () => {
    const { email } = await signUp();
    for (const reply of [await signIn(email, 'senha-errada'), await signIn(newEmail(), PASSWORD)]) {
      expect(reply.statusCode).toBe(401);
      expect(JSON.parse(reply.body)).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Usuário ou senha inválida' },
      });
      expect(reply.headers['access-token']).toBeUndefined();
    }
  });

  it('keeps several clients per account; signing out ends this client only', async () => {
    const { email, access: first } = await signUp();
    const second = accessOf(await signIn(email, PASSWORD));
    expect(second.client).not.toBe(first.client);
    expect(parse(CurrentUserResponseSchema, await me(first)).user.email).toBe(email);
    expect(parse(CurrentUserResponseSchema, await me(second)).user.email).toBe(email);

    const out = await call('DELETE', '/api/v3/auth/sign_out', { headers: first });
    expect(parse(AuthOkResponseSchema, out)).toEqual({ success: true, revoked: 1 });
    expect(cookieOf(out, AUTH_COOKIES.session)?.value).toBe('');
    const stale = await me(first);
    expect(stale.statusCode).toBe(401);
    expect(errorCode(stale)).toBe('SESSION_INVALID');
    expect((await me(second)).statusCode).toBe(200);
  });

  it('signs out everywhere', async () => {
    const { email, access: first } = await signUp();
    const second = accessOf(await signIn(email, PASSWORD));
    const out = await call('DELETE', '/api/v3/auth/sessions', { headers: second });
    expect(parse(AuthOkResponseSchema, out)).toEqual({ success: true, revoked: 2 });
    expect(errorCode(await me(first))).toBe('SESSION_INVALID');
    expect(errorCode(await me(second))).toBe('SESSION_INVALID');
  });

  it('refuses access headers whose client or uid do not belong to the token', async () => {
    const { access } = await signUp();
    const other = await signUp();
    expect(errorCode(await me({ ...access, client: other.access.client }))).toBe('SESSION_INVALID');
    expect(errorCode(await me({ ...access, uid: other.email }))).toBe('SESSION_INVALID');
    expect(errorCode(await me({ 'access-token': 'x'.repeat(43) }))).toBe('SESSION_INVALID');
    expect(errorCode(await me({}))).toBe('AUTH_REQUIRED');
  });

  it('logs in on /api/auth/login with a Bearer token, and logs out', async () => {
    const { email } = await signUp();
    const login = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    const body = parse(LoginResponseSchema, login);
    expect(body).toMatchObject({ token_type: 'Bearer', uid: email, user: { email } });
    const bearer = { authorization: `Bearer ${body.token}` };
    expect(parse(CurrentUserResponseSchema, await me(bearer)).user.email).toBe(email);
    expect(
      parse(AuthOkResponseSchema, await call('POST', '/api/auth/logout', { headers: bearer })).success,
    ).toBe(true);
    expect(errorCode(await me(bearer))).toBe('SESSION_INVALID');
    const wrong = await call('POST', '/api/auth/login', { body: { email, password: 'senha-errada' } });
    expect(errorCode(wrong)).toBe('INVALID_CREDENTIALS');
  });

  it('changes the password with the current one and ends the other clients', async () => {
    const { email, access } = await signUp();
    const other = accessOf(await signIn(email, PASSWORD));
    const wrong = await call('PUT', '/api/v3/auth/password', {
      headers: access,
      body: { current_password: 'nao-e-ela', password: 'nova-senha-1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorCode(wrong)).toBe('CURRENT_PASSWORD_INVALID');
    const short = await call('PUT', '/api/v3/auth/password', {
      headers: access,
      body: { current_password: PASSWORD, password: 'curta' },
    });
    expect(errorCode(short)).toBe('PASSWORD_TOO_SHORT');
    const changed = await call('PUT', '/api/v3/auth/password', {
      headers: access,
      body: { current_password: PASSWORD, password: 'nova-senha-1', password_confirmation: 'nova-senha-1' },
    });
    expect(parse(AuthOkResponseSchema, changed)).toEqual({ success: true, revoked: 1 });
    expect((await me(access)).statusCode).toBe(200);
    expect(errorCode(await me(other))).toBe('SESSION_INVALID');
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'nova-senha-1')).statusCode).toBe(200);
    expect(
      errorCode(
        await call('PUT', '/api/v3/auth/password', { body: { current_password: 'x', password: 'y' } }),
      ),
    ).toBe('AUTH_REQUIRED');
  });
});

describe('rate limits', () => {
  const wrong = (i: number) => `errada-${i}-x`;

  it('does not stop the owner from another address after 20 wrong passwords from one', async () => {
    const { email } = await signUp();
    const attacker = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 20; i += 1) codes.push((await signIn(email, wrong(i), { ip: attacker })).statusCode);
    // Five free tries, then growing delays for that address and account (the clock stands still).
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(codes.slice(5))).toEqual(new Set([429]));
    const owner = await signIn(email, PASSWORD, { ip: newAddress() });
    expect(owner.statusCode).toBe(200);
  });

  it('slows the failing address with growing delays, then lets it try again', async () => {
    const { email } = await signUp();
    const ip = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, wrong(i), { ip })).statusCode).toBe(401);
    const refused = await signIn(email, PASSWORD, { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    clock = new Date(NOW.getTime() + 2_000);
    expect((await signIn(email, wrong(5), { ip })).statusCode).toBe(401);
    const longer = await signIn(email, PASSWORD, { ip });
    expect(longer.headers['retry-after']).toBe('4');
    clock = new Date(NOW.getTime() + 6_000);
    expect((await signIn(email, PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('counts the password routes together: sign_in, login and the password change', async () => {
    const { email, access } = await signUp();
    const ip = newAddress();
    for (let i = 0; i < 2; i += 1) expect((await signIn(email, wrong(i), { ip })).statusCode).toBe(401);
    for (let i = 2; i < 4; i += 1) {
      const login = await call('POST', '/api/auth/login', { body: { email, password: wrong(i) }, ip });
      expect(login.statusCode).toBe(401);
    }
    const change = await call('PUT', '/api/v3/auth/password', {
      headers: access,
      body: { current_password: wrong(4), password: 'outra-senha-2' },
      ip,
    });
    expect(errorCode(change)).toBe('CURRENT_PASSWORD_INVALID');
    const sixth = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip });
    expect(errorCode(sixth)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('tells the remaining tries in RateLimit headers', async () => {
    const { email } = await signUp();
    const ip = newAddress();
    const first = await signIn(email, wrong(0), { ip });
    expect(first.headers['ratelimit-limit']).toBe('5');
    expect(first.headers['ratelimit-remaining']).toBe('5');
    const second = await signIn(email, wrong(1), { ip });
    expect(second.headers['ratelimit-remaining']).toBe('4');
  });

  it("refuses an address that sweeps many accounts, while the accounts' owners still sign in", async () => {
    const sweeper = newAddress();
    const { email } = await signUp();
    const limited = await buildTestApi({
      database: api.database,
      now: () => clock,
      limits: { addressFailures: 10 },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const reply = await limited.app.inject({
          method: 'POST',
          url: '/api/v3/auth/sign_in',
          remoteAddress: sweeper,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: `${i}-${email}`, password: 'senha-errada' }),
        });
        codes.push(reply.statusCode);
      }
      expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
      expect(codes[10]).toBe(429);
      const owner = await limited.app.inject({
        method: 'POST',
        url: '/api/v3/auth/sign_in',
        remoteAddress: newAddress(),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits reset requests per account and sign-ups and resets per address', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 5; i += 1) {
      expect((await call('POST', '/api/v3/auth/password', { body: { email } })).statusCode).toBe(200);
    }
    const blocked = await call('POST', '/api/v3/auth/password', { body: { email } });
    expect(errorCode(blocked)).toBe('TOO_MANY_ATTEMPTS');

    // An enumeration sweep from one address: 60 answers an hour, then 429 (docs/adr/010).
    const sweeper = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const reply = await call('POST', '/api/v3/auth/password', {
        body: { email: `${i}-${email}` },
        ip: sweeper,
      });
      codes.push(reply.statusCode);
    }
    expect(codes.slice(0, 60).every((code) => code === 404)).toBe(true);
    expect(codes[60]).toBe(429);
    const signUps: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const reply = await call('POST', '/api/v3/auth', { body: { email, password: PASSWORD }, ip: sweeper });
      signUps.push(reply.statusCode);
    }
    expect(signUps.slice(0, 60).every((code) => code === 422)).toBe(true);
    expect(signUps[60]).toBe(429);
  });
});

describe('common passwords', () => {
  it.each(['password', '12345678', 'senha123', 'qwertyuiop'])(
    'refuses %s beside the field',
    async (password) => {
      const reply = await call('POST', '/api/v3/auth', { body: { email: newEmail(), password } });
      expect(reply.statusCode).toBe(422);
      expect(errorCode(reply)).toBe('PASSWORD_TOO_COMMON');
    },
  );

  it('refuses a password made of the e-mail, on sign-up, reset and change alike', async () => {
    const email = `joana.prado.${process.pid}@exemplo.com.br`;
    const derived = await call('POST', '/api/v3/auth', { body: { email, password: 'joana.prado2024' } });
    expect(errorCode(derived)).toBe('PASSWORD_TOO_COMMON');
    const { access } = await signUp(email);
    const change = await call('PUT', '/api/v3/auth/password', {
      headers: access,
      body: { current_password: PASSWORD, password: 'password1' },
    });
    expect(errorCode(change)).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('isolation and secrets', () => {
  it("does not let one account read or change another's follows", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const follow = await call('POST', '/api/v3/follows', {
      headers: alice.access,
      body: { id: 'flamengo', context: 'teams', push_on: 1 },
    });
    expect(follow.statusCode).toBe(200);
    const bobs = parse(FollowsResponseSchema, await call('GET', '/api/v3/follows', { headers: bob.access }));
    expect(bobs.results).toEqual([]);
    await call('DELETE', '/api/v3/follows', {
      headers: bob.access,
      body: { profiles: [{ id: 'flamengo', context: 'teams' }] },
    });
    await call('PUT', '/api/v3/follows', {
      headers: bob.access,
      body: { id: 'flamengo', context: 'teams', push_on: 0 },
    });
    const alices = parse(
      FollowsResponseSchema,
      await call('GET', '/api/v3/follows', { headers: alice.access }),
    );
    expect(alices.results.map((f) => [f.id, f.push_on])).toEqual([['flamengo', 1]]);
    // Alice's token with Bob's client is no way in either.
    const mixed = await call('GET', '/api/v3/follows', {
      headers: { ...alice.access, client: bob.access.client },
    });
    expect(errorCode(mixed)).toBe('SESSION_INVALID');
  });

  it('stores no password or token in a form that gives it back', async () => {
    const { email, access } = await signUp();
    const reset = await call('POST', '/api/v3/auth/password', { body: { email } });
    expect(reset.statusCode).toBe(200);
    const token = resetTokenOf(lastResetMailTo(email));
    const db = api.database.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const clients = await db.selectFrom('auth_clients').selectAll().where('user_id', '=', user.id).execute();
    const resets = await db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    const stored = JSON.stringify({ user, clients, resets });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const secret of [PASSWORD, access['access-token'], token]) expect(stored).not.toContain(secret);
    expect(clients[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

/** The welcome mail is sent after the answer: wait until the server got it. */
async function mailArrivedFor(email: string): Promise<Mail> {
  for (let i = 0; i < 250; i += 1) {
    const mail = mails.find((candidate) => candidate.to === email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}

/** The newest reset mail to `email` (the reset request answers after the server got it). */
function lastResetMailTo(email: string): Mail {
  const mail = [...mails]
    .reverse()
    .find((candidate) => candidate.to === email && decoded(candidate).includes('reset_password_token='));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** A mail's text with quoted-printable soft breaks and escapes undone. */
const decoded = (mail: Mail): string =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The token of the reset link in a mail. */
function resetTokenOf(mail: Mail): string {
  const text = decoded(mail);
  const match = /https:\/\/onda\.example\/reset_password\?reset_password_token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

describe('password reset', () => {
  it('mails a single-use link through SMTP, then signs in with the new password', async () => {
    const { email, access } = await signUp();
    const unknown = await call('POST', '/api/v3/auth/password', { body: { email: newEmail() } });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({
      error: { code: 'EMAIL_NOT_FOUND', message: 'email missing' },
    });

    const requested = await call('POST', '/api/v3/auth/password', {
      body: { email, redirect_url: '/accounts/user/signedin' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(parse(AuthOkResponseSchema, requested).success).toBe(true);
    const mail = lastResetMailTo(email);
    expect(mail.raw).toMatch(/Subject: (=\?UTF-8\?Q\?Reset_your_password|Reset your password)/);
    const token = resetTokenOf(mail);

    const check = await call('GET', `/api/v3/auth/password/reset?reset_password_token=${token}`);
    expect(parse(ResetTokenResponseSchema, check)).toEqual({
      valid: true,
      redirect_path: '/accounts/user/signedin',
    });

    const short = await call('PUT', '/api/v3/auth/password/reset', {
      body: { reset_password_token: token, password: 'curta' },
    });
    expect(errorCode(short)).toBe('PASSWORD_TOO_SHORT');

    const done = await call('PUT', '/api/v3/auth/password/reset', {
      body: { reset_password_token: token, password: 'senha-nova-1', password_confirmation: 'senha-nova-1' },
    });
    const body = parse(ResetConfirmResponseSchema, done);
    expect(body.redirect_path).toBe('/accounts/user/signedin');
    expect(body.data.email).toBe(email);
    expect((await me(accessOf(done))).statusCode).toBe(200);
    expect(errorCode(await me(access))).toBe('SESSION_INVALID');
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'senha-nova-1')).statusCode).toBe(200);

    const again = await call('PUT', '/api/v3/auth/password/reset', {
      body: { reset_password_token: token, password: 'outra-senha-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('RESET_TOKEN_INVALID');
    expect(errorCode(await call('GET', '/api/v3/auth/password/reset?reset_password_token=nada'))).toBe(
      'RESET_TOKEN_INVALID',
    );
  });

  it('lets a reset link expire after an hour', async () => {
    const { email } = await signUp();
    await call('POST', '/api/v3/auth/password', { body: { email, locale: 'es' } });
    const mail = lastResetMailTo(email);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?Restablecer|Subject: Restablecer/);
    const token = resetTokenOf(mail);
    clock = new Date(NOW.getTime() + 60 * 60_000 + 1000);
    const expired = await call('GET', `/api/v3/auth/password/reset?reset_password_token=${token}`);
    expect(expired.statusCode).toBe(410);
    expect(errorCode(expired)).toBe('RESET_TOKEN_EXPIRED');
    const put = await call('PUT', '/api/v3/auth/password/reset', {
      body: { reset_password_token: token, password: 'senha-nova-1' },
    });
    expect(errorCode(put)).toBe('RESET_TOKEN_EXPIRED');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'https:', 'javascript:alert(1)'])(
    'sends redirect_url %j home',
    async (redirect) => {
      const { email } = await signUp();
      await call('POST', '/api/v3/auth/password', { body: { email, redirect_url: redirect } });
      const token = resetTokenOf(lastResetMailTo(email));
      const check = parse(
        ResetTokenResponseSchema,
        await call('GET', `/api/v3/auth/password/reset?reset_password_token=${token}`),
      );
      expect(check.redirect_path).toBe('/');
      expect(lastResetMailTo(email).raw).not.toContain('evil');
    },
  );

  it('welcomes a new account in its language', async () => {
    const email = newEmail();
    await call('POST', '/api/v3/auth', { body: { email, password: PASSWORD, locale: 'en' } });
    expect((await mailArrivedFor(email)).raw).toMatch(
      /Subject: (=\?UTF-8\?Q\?Welcome_to_Onda|Welcome to Onda)/,
    );
  });
});

describe('browser session cookie', () => {
  it('signs the reader in by cookie and wants the CSRF header for changes', async () => {
    const { reply } = await signUp();
    const session = cookieOf(reply, AUTH_COOKIES.session)?.value ?? '';
    const csrf = cookieOf(reply, AUTH_COOKIES.csrf)?.value ?? '';
    const cookie = `${AUTH_COOKIES.session}=${session}; ${AUTH_COOKIES.csrf}=${csrf}`;
    expect((await me({ cookie })).statusCode).toBe(200);
    const body = { id: 'flamengo', context: 'teams' };
    const forged = await call('POST', '/api/v3/follows', { headers: { cookie }, body });
    expect(forged.statusCode).toBe(403);
    expect(errorCode(forged)).toBe('CSRF_FAILED');
    const wrong = await call('POST', '/api/v3/follows', {
      headers: { cookie, 'x-csrf-token': 'x'.repeat(43) },
      body,
    });
    expect(errorCode(wrong)).toBe('CSRF_FAILED');
    // A pair someone else chose (a cookie set for the site, the same value in the header) is
    // not this session's token: the token is an HMAC of the session (docs/adr/010).
    const chosen = 'f'.repeat(43);
    const pair = `${AUTH_COOKIES.session}=${session}; ${AUTH_COOKIES.csrf}=${chosen}`;
    const refused = await call('POST', '/api/v3/follows', {
      headers: { cookie: pair, 'x-csrf-token': chosen },
      body,
    });
    expect(errorCode(refused)).toBe('CSRF_FAILED');
    const ok = await call('POST', '/api/v3/follows', { headers: { cookie, 'x-csrf-token': csrf }, body });
    expect(ok.statusCode).toBe(200);
    const out = await call('DELETE', '/api/v3/auth/sign_out', { headers: { cookie, 'x-csrf-token': csrf } });
    expect(out.statusCode).toBe(200);
    // A stale cookie is no session: the reader is a guest again.
    expect(errorCode(await me({ cookie }))).toBe('AUTH_REQUIRED');
  });

  it('clears a stale session cookie on sign-out, so a dead session can end in the browser (spec 4)', async () => {
    const { reply } = await signUp();
    const session = cookieOf(reply, AUTH_COOKIES.session)?.value ?? '';
    const csrf = cookieOf(reply, AUTH_COOKIES.csrf)?.value ?? '';
    const cookie = `${AUTH_COOKIES.session}=${session}; ${AUTH_COOKIES.csrf}=${csrf}`;
    const headers = { cookie, 'x-csrf-token': csrf };
    expect((await call('DELETE', '/api/v3/auth/sessions', { headers })).statusCode).toBe(200);
    // The session ended elsewhere; this browser still holds its HttpOnly cookie.
    const out = await call('POST', '/api/auth/logout', { headers });
    expect(errorCode(out)).toBe('AUTH_REQUIRED');
    expect(cookieOf(out, AUTH_COOKIES.session)?.value).toBe('');
    expect(cookieOf(out, AUTH_COOKIES.csrf)?.value).toBe('');
  });

  it('marks the cookies Secure when the request came over https through a trusted proxy', async () => {
    const app = Fastify({ logger: false, trustProxy: true });
    await app.register(apiPlugin, { database: api.database, now: () => NOW, simulator: false, docs: false });
    try {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/v3/auth',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({ email: newEmail(), password: PASSWORD }),
      });
      expect(reply.statusCode).toBe(200);
      expect(cookieOf(reply, AUTH_COOKIES.session)?.secure).toBe(true);
      expect(cookieOf(reply, AUTH_COOKIES.csrf)?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('account deletion and guest merge', () => {
  it('deletes the account with its follows, likes, reads, shares and clients', async () => {
    const { email, access } = await signUp();
    const contentId = await aContentId();
    await call('POST', '/api/v3/follows', { headers: access, body: { id: 'flamengo', context: 'teams' } });
    await call('POST', '/api/v3/like', { headers: access, body: { id: contentId } });
    const db = api.database.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const owner = `user:${user.id}`;
    await db.insertInto('reads').values({ owner, content_id: contentId, read_at: NOW }).execute();
    await db
      .insertInto('shares')
      .values({ owner, content_id: contentId, kind: 'news', channel: 'copy', shared_at: NOW })
      .execute();

    const deleted = await call('DELETE', '/api/v3/auth', { headers: access });
    expect(parse(AuthOkResponseSchema, deleted).success).toBe(true);
    for (const table of ['follows', 'likes', 'reads', 'shares'] as const) {
      const rows = await db.selectFrom(table).select('owner').where('owner', '=', owner).execute();
      expect(rows).toEqual([]);
    }
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
    expect(await db.selectFrom('auth_clients').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect(errorCode(await me(access))).toBe('SESSION_INVALID');
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
  });

  it("moves the guest's follows, likes and reads into the account once, without duplicates", async () => {
    const { email, access } = await signUp();
    await call('POST', '/api/v3/follows', {
      headers: access,
      body: { id: 'flamengo', context: 'teams', push_on: 0 },
    });
    const psid = newPsid();
    const guest = { psid };
    // The browser proves it holds the guest id: its own cookie (docs/adr/010).
    const holder = { psid, cookie: `onda_psid=${psid}` };
    const contentId = await aContentId();
    await call('POST', '/api/v3/follows_anon', {
      headers: guest,
      body: {
        profiles: [
          { id: 'flamengo', context: 'teams', push_on: 1 },
          { id: 'palmeiras', context: 'teams', push_on: 1 },
        ],
      },
    });
    await call('POST', '/api/v3/like', { headers: guest, body: { id: contentId } });
    await api.database.db
      .insertInto('reads')
      .values({ owner: guestOwnerOf(psid), content_id: contentId, read_at: NOW })
      .execute();
    await api.database.db
      .insertInto('shares')
      .values({
        owner: guestOwnerOf(psid),
        content_id: contentId,
        kind: 'news',
        channel: 'copy',
        shared_at: NOW,
      })
      .execute();

    // A PSID header alone (another guest's id, say) moves nothing.
    const byHeader = parse(AuthSessionResponseSchema, await signIn(email, PASSWORD, { headers: guest }));
    expect(byHeader.merged).toEqual({ follows: 0, likes: 0, reads: 0, shares: 0 });
    const first = parse(AuthSessionResponseSchema, await signIn(email, PASSWORD, { headers: holder }));
    expect(first.merged).toEqual({ follows: 1, likes: 1, reads: 1, shares: 1 });
    const follows = parse(FollowsResponseSchema, await call('GET', '/api/v3/follows', { headers: access }));
    expect(follows.results.map((f) => [f.id, f.push_on]).sort()).toEqual([
      ['flamengo', 0],
      ['palmeiras', 1],
    ]);
    const likes = parse(LikesResponseSchema, await call('GET', '/api/v3/like', { headers: access }));
    expect(likes.likes.apiResults).toEqual([contentId]);
    const guestFollows = parse(
      FollowsResponseSchema,
      await call('GET', '/api/v3/follows_anon', { headers: guest }),
    );
    expect(guestFollows.results).toEqual([]);

    const second = parse(AuthSessionResponseSchema, await signIn(email, PASSWORD, { headers: holder }));
    expect(second.merged).toEqual({ follows: 0, likes: 0, reads: 0, shares: 0 });
    const after = parse(FollowsResponseSchema, await call('GET', '/api/v3/follows', { headers: access }));
    expect(after.total).toBe(2);
  });

  it('merges on sign-up too', async () => {
    const psid = newPsid();
    await call('POST', '/api/v3/follows_anon', {
      headers: { psid },
      body: { id: 'palmeiras', context: 'teams', push_on: 1 },
    });
    const { reply, access } = await signUp(newEmail(), { psid, cookie: `onda_psid=${psid}` });
    expect(parse(AuthSessionResponseSchema, reply).merged.follows).toBe(1);
    const follows = parse(FollowsResponseSchema, await call('GET', '/api/v3/follows', { headers: access }));
    expect(follows.results.map((f) => [f.id, f.push_on])).toEqual([['palmeiras', 1]]);
  });
});

describe('without SMTP', () => {
  it('writes the mails to the outbox folder, says so once, and logs no reset link', async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'onda-outbox-'));
    const log: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => log.push(line) } } });
    await app.register(apiPlugin, {
      database: api.database,
      now: () => NOW,
      simulator: false,
      docs: false,
      accounts: {
        mail: { from: 'Onda <no-reply@onda.example>', outboxDir },
        publicUrl: 'https://onda.example',
      },
    });
    try {
      const email = newEmail();
      const reply = await app.inject({
        method: 'POST',
        url: '/api/v3/auth',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(reply.statusCode).toBe(200);
      // The welcome mail is written after the answer: wait for the file.
      let files: string[] = [];
      for (let i = 0; i < 250 && files.length === 0; i += 1) {
        files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
        if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(files).toHaveLength(1);
      const text = readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
      expect(text).toContain(`To: ${email}`);
      expect(text).toContain('Bem-vindo');

      const reset = await app.inject({
        method: 'POST',
        url: '/api/v3/auth/password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
      });
      expect(reset.statusCode).toBe(200);
      expect(log.join('\n')).not.toMatch(/reset_password_token=[A-Za-z0-9_-]{20}/);
      expect(log.filter((line) => line.includes('"event":"mail_outbox"'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
