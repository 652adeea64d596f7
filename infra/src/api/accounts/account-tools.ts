/**
 * What the account routes share (session-routes.ts, password-routes.ts, passkey-routes.ts,
 * social-routes.ts): the limiter's gates, starting and ending a session (access headers and the
 * HttpOnly cookie), the guest's data moving into the account, and the check of credentials. One
 * per API (routes.ts makes it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiErrorSchema,
  AUTH_COOKIES,
  AUTH_ERROR_MESSAGES,
  SESSION_SECONDS,
  type AuthErrorCode,
  type Merged,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { cookiePsidOf, guestOwner } from '../reader';
import { logEvent } from '../../log-events';
import type { Limiter } from '../limits/limiter';
import type { Gate } from '../limits/policy';
import { linkGuestGrants } from '../rewards/claim-queries';
import { emailProblem, normalizeEmail, passwordProblem } from './credentials';
import { commonPasswordProblem } from './common-passwords';
import { type MailOptions } from './mail';
import { createClient, findUserByEmail, mergeGuest } from './queries';
import { hashToken, newClientId, newToken, verifyPassword } from './secrets';
import { csrfTokenOf, type Session, type Sessions } from './session';
import type { ProviderConfig } from './social-providers';
import { userOwner, type UserRow } from './user';
import type { Mailer } from './mail';
import { NO_STORE } from '../../cache-control';

/**
 * Requests per address to the routes that check no password (passkeys, social login, reset
 * links), per instance: wide enough for a carrier's NAT, a bound on floods. Password routes,
 * sign-ups and reset requests count in the shared limiter instead (api/limits).
 */
export const NAT_WIDE = { max: 300, windowMs: 15 * 60_000 };

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

export const NO_MERGE: Merged = { follows: 0, likes: 0, reads: 0, shares: 0 };
export const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  410: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};

export const fail = (code: AuthErrorCode): ApiHttpError => new ApiHttpError(code, AUTH_ERROR_MESSAGES[code]);

export const acceptLanguage = (request: FastifyRequest): string | undefined => {
  const value = request.headers['accept-language'];
  return Array.isArray(value) ? value[0] : value;
};

export const tags = ['accounts'];

/** What every group of account routes is given by accountsRoutes (routes.ts). */
export interface AccountRoutesDeps {
  readonly ctx: ApiContext;
  readonly sessions: Sessions;
  readonly limiter: Limiter;
  readonly mailer: Mailer;
  /** The site's address for links in e-mails (config PUBLIC_URL). */
  readonly publicUrl: string;
  readonly options: AccountsOptions;
  readonly tools: AccountTools;
}

export type AccountTools = ReturnType<typeof createAccountTools>;

export function createAccountTools(ctx: ApiContext, sessions: Sessions, limiter: Limiter) {
  const perIp = {
    rateLimit: {
      max: NAT_WIDE.max,
      timeWindow: NAT_WIDE.windowMs,
      errorResponseBuilder: () => fail('TOO_MANY_ATTEMPTS'),
    },
  };
  const publicRoute = { accountsPublic: true, ...perIp };
  const limited = { accountsPublic: true };

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
      .header('cache-control', NO_STORE);
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
    void reply.header('cache-control', NO_STORE);
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

  return {
    perIp,
    publicRoute,
    limited,
    pass,
    checkPassword,
    newPasswordProblem,
    startSession,
    endCookies,
    mergeGuestOf,
    requireSession,
    checkCredentials,
  };
}
