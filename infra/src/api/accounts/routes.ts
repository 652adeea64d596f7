/**
 * Accounts (spec 2 "Accounts", 4 "Login", 5, 7 "Auth"): sign-up, sign-in, sign-out (this client
 * or everywhere), password reset and change, account deletion, in the devise_token_auth header
 * scheme plus an HttpOnly session cookie for browsers (session.ts). docs/contracts.md "Accounts
 * API" is the contract the pages build against.
 */
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  ApiErrorSchema,
  AUTH_COOKIES,
  AUTH_ERROR_MESSAGES,
  AuthHeadersSchema,
  AuthOkResponseSchema,
  AuthSessionResponseSchema,
  ChangePasswordBodySchema,
  CurrentUserResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  PasskeyCredentialSchema,
  PasskeyOptionsResponseSchema,
  PasskeyRegisteredResponseSchema,
  type PasskeyCredential,
  RESET_TOKEN_SECONDS,
  ResetConfirmBodySchema,
  ResetConfirmResponseSchema,
  ResetRequestBodySchema,
  ResetTokenQuerySchema,
  ResetTokenResponseSchema,
  safeReturnPath,
  SESSION_SECONDS,
  SignInBodySchema,
  SignUpBodySchema,
  type AuthErrorCode,
  type Merged,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { cookiePsidOf, guestOwner } from '../reader';
import { logEvent } from '../../log-events';
import type { Limiter } from '../limits/limiter';
import type { Gate } from '../limits/policy';
import { linkGuestGrants } from '../rewards/queries';
import { emailProblem, normalizeEmail, passwordProblem, signUpProblem } from './credentials';
import { commonPasswordProblem } from './common-passwords';
import { createMailer, type MailOptions } from './mail';
import { mailLocale, resetLink, resetMail, welcomeMail } from './mail-text';
import { challengeOf, CHALLENGE_MS, relyingPartyOf } from './passkey';
import {
  addPasskey,
  findPasskey,
  passkeysOf,
  saveChallenge,
  setPasskeyCounter,
  takeChallenge,
  createClient,
  createReset,
  createUser,
  deleteAccount,
  findReset,
  findUserByEmail,
  findUserById,
  mergeGuest,
  revokeClient,
  revokeClients,
  setPassword,
  useReset,
} from './queries';
import { hashPassword, hashToken, newClientId, newToken, verifyPassword } from './secrets';
import { csrfTokenOf, type Session, type Sessions } from './session';
import type { ProviderConfig } from './social-providers';
import { socialRoutes } from './social-routes';
import { toAuthUser, userOwner, type UserRow } from './user';
import { deleteSubscriptionsOf } from '../push/queries';

/**
 * Requests per address to the routes that check no password (passkeys, social login, reset
 * links), per instance: wide enough for a carrier's NAT, a bound on floods. Password routes,
 * sign-ups and reset requests count in the shared limiter instead (api/limits).
 */
const NAT_WIDE = { max: 300, windowMs: 15 * 60_000 };

export interface AccountsOptions {
  /** Where mail goes (config SMTP_URL, MAIL_FROM); default: an outbox folder in the temp dir. */
  readonly mail?: MailOptions;
  /** The site's address for links in e-mails (config PUBLIC_URL). */
  readonly publicUrl?: string;
  /** Log reset links when mails go to the outbox (config LOG_RESET_LINKS; development only). */
  readonly logResetLinks?: boolean;
  /** Social-login providers (config OIDC_PROVIDERS). */
  readonly socialProviders?: readonly ProviderConfig[];
}

const NO_MERGE: Merged = { follows: 0, likes: 0, reads: 0, shares: 0 };
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  410: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};

const fail = (code: AuthErrorCode): ApiHttpError => new ApiHttpError(code, AUTH_ERROR_MESSAGES[code]);

const acceptLanguage = (request: FastifyRequest): string | undefined => {
  const value = request.headers['accept-language'];
  return Array.isArray(value) ? value[0] : value;
};

export const accountsRoutes: FastifyPluginAsync<{
  ctx: ApiContext;
  sessions: Sessions;
  limiter: Limiter;
  options: AccountsOptions;
}> = async (fastify, { ctx, sessions, limiter, options }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';
  const mailer = createMailer(
    options.mail ?? {
      from: 'Onda Notícias <no-reply@localhost>',
      outboxDir: path.join(os.tmpdir(), 'onda-outbox'),
    },
  );
  fastify.addHook('onClose', async () => mailer.close());
  if (mailer.mode === 'outbox') {
    // Said once at start: nobody receives these mails (development setups only).
    logEvent(fastify.log, 'warn', 'mail_outbox', { folder: options.mail?.outboxDir ?? 'the temp folder' });
  }
  const perIp = {
    rateLimit: {
      max: NAT_WIDE.max,
      timeWindow: NAT_WIDE.windowMs,
      errorResponseBuilder: () => fail('TOO_MANY_ATTEMPTS'),
    },
  };
  const publicRoute = { accountsPublic: true, ...perIp };
  const limited = { accountsPublic: true };
  const tags = ['accounts'];

  /** Sets a limit's RateLimit-* headers; a refused one answers 429 with Retry-After. */
  function pass(request: FastifyRequest, reply: FastifyReply, gate: Gate, kind: string): void {
    void reply.headers(gate.headers);
    if (gate.ok) return;
    void reply.header('retry-after', String(gate.retryAfter ?? 1));
    logEvent(request.log, 'warn', 'auth_throttled', { kind });
    throw fail('TOO_MANY_ATTEMPTS');
  }

  /** A password check of `email`'s account through the shared limiter: slowed, never locked. */
  async function checkPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    pass(request, reply, await limiter.beforePassword(email, request.ip), 'sign_in');
    const ok = await check();
    if (ok) await limiter.passedPassword(email, request.ip);
    else await limiter.failedPassword(email, request.ip);
    return ok;
  }

  /** Spec 5's rules, then the common and breached passwords (and ones made of the e-mail). */
  function newPasswordProblem(password: string, confirmation: string | undefined, email: string) {
    return passwordProblem(password, confirmation) ?? commonPasswordProblem(password, email);
  }

  /** Starts a session (a new client of the user): access headers and cookies on the reply. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const token = newToken();
    const client = newClientId();
    const at = ctx.now();
    const expiresAt = new Date(at.getTime() + SESSION_SECONDS * 1000);
    await createClient(ctx.db, { id: client, userId: user.id, tokenHash: hashToken(token), expiresAt, at });
    const expiry = Math.floor(expiresAt.getTime() / 1000);
    void reply
      .header('access-token', token)
      .header('client', client)
      .header('uid', user.email)
      .header('token-type', 'Bearer')
      .header('expiry', String(expiry))
      .header('cache-control', 'no-store');
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    const cookie = {
      path: '/',
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: SESSION_SECONDS,
    } as const;
    void reply.setCookie(AUTH_COOKIES.session, token, { ...cookie, httpOnly: true });
    void reply.setCookie(AUTH_COOKIES.csrf, csrfTokenOf(ctx.keys, token), { ...cookie, httpOnly: false });
    return { token, client, expiry };
  }

  function endCookies(request: FastifyRequest, reply: FastifyReply): void {
    const cookie = { path: '/', sameSite: 'lax', secure: request.protocol === 'https' } as const;
    void reply.clearCookie(AUTH_COOKIES.session, { ...cookie, httpOnly: true });
    void reply.clearCookie(AUTH_COOKIES.csrf, cookie);
    void reply.header('cache-control', 'no-store');
  }

  /**
   * The guest's follows, likes, reads and shares move into the account, once, and its grants
   * count as the account's (one bonus per person): only the guest id of the browser's own cookie
   * (docs/adr/010), never one sent in a header or a URL.
   */
  async function mergeGuestOf(request: FastifyRequest, user: UserRow, psid?: string): Promise<Merged> {
    const guest = psid ?? cookiePsidOf(request, ctx.keys);
    if (!guest) return NO_MERGE;
    await linkGuestGrants(
      ctx.db,
      guestOwner(guest),
      userOwner(user.id),
      ctx.keys.mac('email', user.email),
      ctx.now(),
    );
    return mergeGuest(ctx.db, guestOwner(guest), userOwner(user.id));
  }

  function requireSession(request: FastifyRequest): Session {
    const session = sessions.sessionOf(request);
    if (!session) throw new ApiHttpError('AUTH_REQUIRED', 'Sign in first.');
    return session;
  }

  /** Checks e-mail and password through the shared limiter. */
  async function checkCredentials(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    password: string,
  ): Promise<UserRow> {
    if (emailProblem(email)) throw fail('EMAIL_INVALID');
    const key = normalizeEmail(email);
    let user: UserRow | undefined;
    const ok = await checkPassword(request, reply, key, async () => {
      user = await findUserByEmail(ctx.db, key);
      return (await verifyPassword(user?.password_hash, password)) && user !== undefined;
    });
    if (!ok || !user) throw fail('INVALID_CREDENTIALS');
    return user;
  }

  /** The reset token's row while it can still be used, else the error the UI maps to /invalid_token. */
  async function usableReset(token: string) {
    const reset = await findReset(ctx.db, hashToken(token));
    if (!reset || reset.usedAt) throw fail('RESET_TOKEN_INVALID');
    if (reset.expiresAt.getTime() <= ctx.now().getTime()) throw fail('RESET_TOKEN_EXPIRED');
    return reset;
  }

  app.post(
    '/api/v3/auth',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Sign up with e-mail and password; signs in (access headers, session cookie) and merges the guest',
        body: SignUpBodySchema,
        headers: AuthHeadersSchema,
        response: { 200: AuthSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password, password_confirmation: confirmation } = request.body;
      pass(request, reply, await limiter.countRequest('sign_up', request.ip), 'sign_up');
      const problem = signUpProblem(email, password, confirmation) ?? commonPasswordProblem(password, email);
      if (problem) throw fail(problem);
      const key = normalizeEmail(email);
      if (await findUserByEmail(ctx.db, key)) throw fail('ACCOUNT_EXISTS');
      const locale = mailLocale(request.body.locale, acceptLanguage(request));
      const user = await createUser(ctx.db, {
        id: randomUUID(),
        email: key,
        passwordHash: await hashPassword(password),
        locale,
        at: ctx.now(),
      });
      if (!user) throw fail('ACCOUNT_EXISTS');
      await startSession(request, reply, user);
      const merged = await mergeGuestOf(request, user);
      // The welcome mail does not hold the sign-up up; a failure is only logged.
      mailer
        .send(user.email, welcomeMail(locale, user.email))
        .catch((error: unknown) =>
          logEvent(request.log, 'error', 'account_mail_failed', { kind: 'welcome', err: error }),
        );
      return { status: 'success' as const, data: toAuthUser(user), merged };
    },
  );

  app.post(
    '/api/v3/auth/sign_in',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in; answers the access headers, sets the session cookie and merges the guest',
        body: SignInBodySchema,
        headers: AuthHeadersSchema,
        response: { 200: AuthSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await checkCredentials(request, reply, request.body.email, request.body.password);
      await startSession(request, reply, user);
      const merged = await mergeGuestOf(request, user);
      return { status: 'success' as const, data: toAuthUser(user), merged };
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in and get the access token (Bearer); also sets the session cookie',
        body: LoginBodySchema,
        headers: AuthHeadersSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await checkCredentials(request, reply, request.body.email, request.body.password);
      const { token, client, expiry } = await startSession(request, reply, user);
      await mergeGuestOf(request, user);
      return {
        token,
        token_type: 'Bearer' as const,
        client,
        uid: user.email,
        expiry,
        user: toAuthUser(user),
      };
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { reader: 'session' },
      schema: {
        tags,
        summary: 'The signed-in user',
        headers: AuthHeadersSchema,
        response: { 200: CurrentUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const user = await findUserById(ctx.db, session.userId);
      if (!user) throw new ApiHttpError('AUTH_REQUIRED', 'Sign in first.');
      void reply.header('cache-control', 'private, no-store');
      return { user: toAuthUser(user) };
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    // A session that ended elsewhere leaves its HttpOnly cookie behind: only this answer can clear
    // it, so that the browser's forced sign-out (spec 4) ends for good.
    if (!sessions.sessionOf(request)) endCookies(request, reply);
    const session = requireSession(request);
    const revoked = await revokeClient(ctx.db, session.userId, session.clientId);
    endCookies(request, reply);
    return { success: true as const, revoked };
  };
  const signOutSchema = (summary: string) => ({
    config: { reader: 'session' as const },
    schema: { tags, summary, headers: AuthHeadersSchema, response: { 200: AuthOkResponseSchema, ...errors } },
  });
  app.delete('/api/v3/auth/sign_out', signOutSchema('Sign out this client only'), signOut);
  app.post('/api/auth/logout', signOutSchema('Sign out this client only'), signOut);

  app.delete(
    '/api/v3/auth/sessions',
    signOutSchema('Sign out everywhere: ends every client of the account'),
    async (request, reply) => {
      const session = requireSession(request);
      const revoked = await revokeClients(ctx.db, session.userId);
      // Signed out everywhere: no device of the account gets alerts any more.
      await deleteSubscriptionsOf(ctx.db, userOwner(session.userId));
      endCookies(request, reply);
      return { success: true as const, revoked };
    },
  );

  app.post(
    '/api/v3/auth/password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'E-mail a password-reset link (valid 1 hour, single use)',
        body: ResetRequestBodySchema,
        headers: AuthHeadersSchema,
        response: { 200: AuthOkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, redirect_url: redirectUrl } = request.body;
      if (emailProblem(email)) throw fail('EMAIL_INVALID');
      const key = normalizeEmail(email);
      // Spec 5 says whether the e-mail has an account (404): a budget per address keeps a sweep
      // from learning many (docs/adr/010), one per account keeps a mailbox from being flooded.
      pass(request, reply, await limiter.countRequest('reset', request.ip, key), 'reset');
      const user = await findUserByEmail(ctx.db, key);
      if (!user) throw fail('EMAIL_NOT_FOUND');
      const token = newToken();
      const at = ctx.now();
      await createReset(ctx.db, {
        tokenHash: hashToken(token),
        userId: user.id,
        redirectPath: safeReturnPath(redirectUrl),
        expiresAt: new Date(at.getTime() + RESET_TOKEN_SECONDS * 1000),
        at,
      });
      const accept = acceptLanguage(request);
      const locale = request.body.locale ?? (accept ? mailLocale(undefined, accept) : user.locale);
      const link = resetLink(publicUrl, token);
      try {
        await mailer.send(user.email, resetMail(locale, link));
      } catch (error) {
        logEvent(request.log, 'error', 'account_mail_failed', { kind: 'reset', err: error });
        throw fail('MAIL_UNAVAILABLE');
      }
      // Without SMTP nobody receives the mail; the link is logged only when a developer asks.
      if (mailer.mode === 'outbox' && options.logResetLinks)
        logEvent(request.log, 'info', 'password_reset_link', { link });
      return { success: true as const };
    },
  );

  app.get(
    '/api/v3/auth/password/reset',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Whether an e-mailed reset token can still be used',
        querystring: ResetTokenQuerySchema,
        response: { 200: ResetTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reset = await usableReset(request.query.reset_password_token);
      void reply.header('cache-control', 'no-store');
      return { valid: true as const, redirect_path: reset.redirectPath };
    },
  );

  app.put(
    '/api/v3/auth/password/reset',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token; ends every client and signs in',
        body: ResetConfirmBodySchema,
        headers: AuthHeadersSchema,
        response: { 200: ResetConfirmResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { reset_password_token: token, password, password_confirmation: confirmation } = request.body;
      const reset = await usableReset(token);
      const owner = await findUserById(ctx.db, reset.userId);
      const problem = newPasswordProblem(password, confirmation, owner?.email ?? '');
      if (problem) throw fail(problem);
      const used = await useReset(ctx.db, hashToken(token), await hashPassword(password), ctx.now());
      if (!used) throw fail('RESET_TOKEN_INVALID');
      const user = await findUserById(ctx.db, used.userId);
      if (!user) throw fail('RESET_TOKEN_INVALID');
      await startSession(request, reply, user);
      const merged = await mergeGuestOf(request, user);
      return {
        status: 'success' as const,
        data: toAuthUser(user),
        merged,
        redirect_path: reset.redirectPath,
      };
    },
  );

  app.put(
    '/api/v3/auth/password',
    {
      config: { reader: 'session' },
      schema: {
        tags,
        summary: "Change the signed-in user's password; ends the account's other clients",
        body: ChangePasswordBodySchema,
        headers: AuthHeadersSchema,
        response: { 200: AuthOkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const user = await findUserById(ctx.db, session.userId);
      if (!user) throw new ApiHttpError('AUTH_REQUIRED', 'Sign in first.');
      const { current_password: current, password, password_confirmation: confirmation } = request.body;
      // The current password is guessed like a sign-in: the same limiter counts it.
      if (
        !(await checkPassword(request, reply, user.email, () => verifyPassword(user.password_hash, current)))
      )
        throw fail('CURRENT_PASSWORD_INVALID');
      const problem = newPasswordProblem(password, confirmation, user.email);
      if (problem) throw fail(problem);
      await setPassword(ctx.db, user.id, await hashPassword(password), ctx.now());
      const revoked = await revokeClients(ctx.db, user.id, session.clientId);
      return { success: true as const, revoked };
    },
  );

  app.delete(
    '/api/v3/auth',
    {
      config: { reader: 'session' },
      schema: {
        tags,
        summary:
          'Delete the account and all its data (follows, likes, reads, clients); body { device_token } optional',
        headers: AuthHeadersSchema,
        response: { 200: AuthOkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await deleteAccount(ctx.db, session.userId, userOwner(session.userId));
      endCookies(request, reply);
      return { success: true as const };
    },
  );
  // Passkeys (WebAuthn, @simplewebauthn/server): the relying party is PUBLIC_URL's host.
  const rp = relyingPartyOf(publicUrl);
  const challengeExpiry = () => new Date(ctx.now().getTime() + CHALLENGE_MS);

  /** The challenge a response signed, taken once; PASSKEY_CHALLENGE_INVALID when unknown or old. */
  async function signedChallenge(
    credential: PasskeyCredential,
    kind: 'registration' | 'authentication',
  ): Promise<{ challenge: string; userId: string | null }> {
    const challenge = challengeOf(credential.response.clientDataJSON);
    const taken = challenge ? await takeChallenge(ctx.db, challenge, kind, ctx.now()) : false;
    if (!challenge || !taken) throw fail('PASSKEY_CHALLENGE_INVALID');
    return { challenge, userId: taken.userId };
  }

  app.post(
    '/api/v3/auth/passkeys/registration/options',
    {
      config: { reader: 'session' },
      schema: {
        tags,
        summary: 'Options to create a passkey for the signed-in user (navigator.credentials.create)',
        headers: AuthHeadersSchema,
        response: { 200: PasskeyOptionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const existing = await passkeysOf(ctx.db, session.userId);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: session.email,
        userID: new TextEncoder().encode(session.userId),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await saveChallenge(ctx.db, {
        challenge: options.challenge,
        kind: 'registration',
        userId: session.userId,
        expiresAt: challengeExpiry(),
      });
      void reply.header('cache-control', 'no-store');
      return options;
    },
  );

  app.post(
    '/api/v3/auth/passkeys/registration/verify',
    {
      config: { reader: 'session' },
      schema: {
        tags,
        summary: "Store the passkey the browser created (the signed-in user's)",
        body: PasskeyCredentialSchema,
        headers: AuthHeadersSchema,
        response: { 200: PasskeyRegisteredResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { challenge, userId } = await signedChallenge(request.body, 'registration');
      if (userId !== session.userId) throw fail('PASSKEY_CHALLENGE_INVALID');
      const verified = await verifyRegistrationResponse({
        response: request.body as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verified?.verified) throw fail('PASSKEY_REJECTED');
      const { credential } = verified.registrationInfo;
      const added = await addPasskey(ctx.db, {
        id: credential.id,
        userId: session.userId,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        at: ctx.now(),
      });
      if (!added) throw fail('PASSKEY_REJECTED');
      return { success: true as const, id: credential.id };
    },
  );

  app.post(
    '/api/v3/auth/passkeys/authentication/options',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Options to sign in with a passkey (navigator.credentials.get)',
        headers: AuthHeadersSchema,
        response: { 200: PasskeyOptionsResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
      await saveChallenge(ctx.db, {
        challenge: options.challenge,
        kind: 'authentication',
        userId: null,
        expiresAt: challengeExpiry(),
      });
      void reply.header('cache-control', 'no-store');
      return options;
    },
  );

  app.post(
    '/api/v3/auth/passkeys/authentication/verify',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign in with a passkey; answers like sign_in (access headers, cookies, guest merge)',
        body: PasskeyCredentialSchema,
        headers: AuthHeadersSchema,
        response: { 200: AuthSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { challenge } = await signedChallenge(request.body, 'authentication');
      const passkey = await findPasskey(ctx.db, request.body.id);
      if (!passkey) throw fail('PASSKEY_REJECTED');
      const verified = await verifyAuthenticationResponse({
        response: request.body as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verified?.verified) throw fail('PASSKEY_REJECTED');
      await setPasskeyCounter(ctx.db, passkey.id, verified.authenticationInfo.newCounter);
      const user = await findUserById(ctx.db, passkey.userId);
      if (!user) throw fail('PASSKEY_REJECTED');
      await startSession(request, reply, user);
      const merged = await mergeGuestOf(request, user);
      return { status: 'success' as const, data: toAuthUser(user), merged };
    },
  );

  socialRoutes(fastify, {
    ctx,
    providers: options.socialProviders ?? [],
    publicUrl,
    rateLimit: perIp,
    startSession,
    mergeGuestOf,
  });
};
