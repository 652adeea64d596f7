/**
 * Social login (spec 4 "Login", 7 "Auth"): the providers of OIDC_PROVIDERS (social-providers.ts)
 * over OAuth 2 / OpenID Connect (social-client.ts). Start redirects to the provider with state,
 * nonce and PKCE kept in a ten-minute HttpOnly cookie; the callback checks them, finds the account
 * by the provider's subject (else by the e-mail, else creates one), signs in exactly like
 * sign_in and redirects to the safe return path; a callback that fails redirects to the sign-in
 * page with `?error=<code>` (signInAfterFailure). POST facebook/login signs in with an access
 * token the app got from Facebook, answering like sign_in.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  COOKIES,
  AUTH_ERROR_MESSAGES,
  AuthHeadersSchema,
  AuthSessionResponseSchema,
  FacebookLoginBodySchema,
  pageReturningTo,
  safeReturnPath,
  SIGN_IN_PATH,
  SocialProvidersResponseSchema,
  SocialStartQuerySchema,
  type AuthErrorCode,
  type Merged,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { verifyPsid } from '../guest-id';
import { redirectResponse } from '../openapi';
import { logEvent } from '../../log-events';
import { emailProblem, normalizeEmail } from './credentials';
import { createSocialClient, SocialRefused, type PendingLogin, type SocialClient } from './social-client';
import type { ProviderConfig, SocialProfile } from './social-providers';
import { addIdentity, createUser, findUserByEmail, findUserByIdentity } from './queries';
import { hashPassword, newToken } from './secrets';
import { toAuthUser, type UserRow } from './user';
import { NO_STORE, publicFor } from '../../cache-control';

/** The cookie that carries a login under way from start to callback. */
export const SOCIAL_COOKIE = 'onda_social';
const SOCIAL_COOKIE_SECONDS = 600;

interface Pending extends PendingLogin {
  readonly provider: string;
  readonly returnPath: string;
  /** The guest id of the browser's cookie at start (signed; checked again at the callback). */
  readonly psid?: string;
  /** Unix milliseconds after which the callback refuses it (the cookie's age is the browser's word). */
  readonly expires: number;
}

export interface SocialRoutesOptions {
  readonly ctx: ApiContext;
  readonly providers: readonly ProviderConfig[];
  readonly publicUrl: string;
  readonly rateLimit: object;
  readonly startSession: (request: FastifyRequest, reply: FastifyReply, user: UserRow) => Promise<unknown>;
  readonly mergeGuestOf: (request: FastifyRequest, user: UserRow, psid?: string) => Promise<Merged>;
}

const fail = (code: AuthErrorCode): ApiHttpError => new ApiHttpError(code, AUTH_ERROR_MESSAGES[code]);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};

/**
 * The sign-in page telling a reader why a social login failed (`error`, its message in the
 * reader's language there), still remembering where they were going.
 */
export function signInAfterFailure(code: string, returnPath: string | undefined): string {
  const path = returnPath === undefined ? '/' : safeReturnPath(returnPath);
  const error = { error: code };
  return path === '/'
    ? `${SIGN_IN_PATH}?${new URLSearchParams(error).toString()}`
    : pageReturningTo(SIGN_IN_PATH, path, error);
}

const encodePending = (pending: Pending): string =>
  Buffer.from(JSON.stringify(pending), 'utf8').toString('base64url');

function decodePending(value: string | undefined, now: Date): Pending | undefined {
  if (!value) return undefined;
  try {
    const pending = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Pending>;
    const ok =
      typeof pending.provider === 'string' &&
      typeof pending.state === 'string' &&
      typeof pending.verifier === 'string' &&
      typeof pending.returnPath === 'string' &&
      typeof pending.expires === 'number' &&
      pending.expires > now.getTime();
    return ok ? (pending as Pending) : undefined;
  } catch {
    return undefined;
  }
}

export function socialRoutes(fastify: FastifyInstance, options: SocialRoutesOptions): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx, providers, publicUrl } = options;
  const clients = new Map<string, { config: ProviderConfig; client: SocialClient }>(
    providers.map((config) => [config.id, { config, client: createSocialClient(config) }]),
  );
  const tags = ['accounts'];
  const config = { accountsPublic: true, ...options.rateLimit };
  const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 64 }) });

  const providerOf = (id: string) => {
    const found = clients.get(id);
    if (!found) throw fail('SOCIAL_PROVIDER_UNKNOWN');
    return found;
  };
  const redirectUri = (id: string) => `${publicUrl}/api/v3/auth/${id}/callback`;
  const cookieOptions = (request: FastifyRequest) =>
    ({
      path: '/api/v3/auth/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    }) as const;

  /** The account of a provider's subject: bound before, else the e-mail's account, else a new one. */
  async function accountOf(request: FastifyRequest, provider: string, profile: SocialProfile) {
    const known = await findUserByIdentity(ctx.db, provider, profile.subject);
    if (known) return known;
    if (emailProblem(profile.email)) throw fail('SOCIAL_EMAIL_MISSING');
    const email = normalizeEmail(profile.email);
    const at = ctx.now();
    const user =
      (await findUserByEmail(ctx.db, email)) ??
      // No password yet: a random one nobody knows; the reader may set one by password reset.
      (await createUser(ctx.db, {
        id: randomUUID(),
        email,
        passwordHash: await hashPassword(newToken()),
        locale: 'pt',
        at,
      })) ??
      (await findUserByEmail(ctx.db, email));
    if (!user) throw fail('SOCIAL_LOGIN_REFUSED');
    await addIdentity(ctx.db, { provider, subject: profile.subject, userId: user.id, at });
    logEvent(request.log, 'info', 'social_identity_added', { provider });
    // A concurrent first login may have bound the subject first: that binding wins.
    return (await findUserByIdentity(ctx.db, provider, profile.subject)) ?? user;
  }

  const refusal = (request: FastifyRequest, provider: string, error: unknown): ApiHttpError => {
    if (error instanceof ApiHttpError) return error;
    const reason = error instanceof SocialRefused ? error.reason : 'unavailable';
    logEvent(request.log, 'warn', 'social_login_refused', { provider, reason });
    if (reason === 'state') return fail('SOCIAL_STATE_INVALID');
    if (reason === 'no-email') return fail('SOCIAL_EMAIL_MISSING');
    if (reason === 'refused') return fail('SOCIAL_LOGIN_REFUSED');
    return new ApiHttpError('SERVICE_UNAVAILABLE', 'O provedor de login não respondeu, tente novamente');
  };

  app.get(
    '/api/v3/auth/providers',
    {
      schema: {
        tags,
        summary: 'The social-login providers configured (id and name for the sign-in buttons)',
        response: { 200: SocialProvidersResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', publicFor(300));
      return { providers: providers.map(({ id, name }) => ({ id, name })) };
    },
  );

  app.get(
    '/api/v3/auth/:provider/start',
    {
      config,
      schema: {
        tags,
        summary: "Start a social login: redirects to the provider's sign-in page",
        params: ProviderParams,
        querystring: SocialStartQuerySchema,
        response: { 302: redirectResponse("To the provider's sign-in page."), ...errors },
      },
    },
    async (request, reply) => {
      const { client } = providerOf(request.params.provider);
      const started = await client
        .start(redirectUri(request.params.provider))
        .catch((error: unknown) => Promise.reject(refusal(request, request.params.provider, error)));
      // The guest id the browser holds (its own cookie, sent on this same-site navigation); the
      // callback comes from the provider's site, where a SameSite=Strict cookie is not sent.
      // A `psid` query parameter is ignored: another guest's id could be put there.
      const psid = verifyPsid(ctx.keys, request.cookies[COOKIES.psid])
        ? request.cookies[COOKIES.psid]
        : undefined;
      const pending: Pending = {
        ...started.pending,
        provider: request.params.provider,
        returnPath: safeReturnPath(request.query.return),
        expires: ctx.now().getTime() + SOCIAL_COOKIE_SECONDS * 1000,
        ...(psid ? { psid } : {}),
      };
      void reply
        .setCookie(SOCIAL_COOKIE, encodePending(pending), {
          ...cookieOptions(request),
          maxAge: SOCIAL_COOKIE_SECONDS,
        })
        .header('cache-control', NO_STORE);
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/api/v3/auth/:provider/callback',
    {
      config,
      schema: {
        tags,
        summary: 'Where the provider sends the browser back: signs in and redirects to the return path',
        params: ProviderParams,
        response: {
          303: redirectResponse('To the return path, signed in; or to the sign-in page with the reason.'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.provider;
      const pending = decodePending(request.cookies[SOCIAL_COOKIE], ctx.now());
      void reply.clearCookie(SOCIAL_COOKIE, cookieOptions(request)).header('cache-control', NO_STORE);
      try {
        const { client } = providerOf(id);
        if (!pending || pending.provider !== id) throw fail('SOCIAL_STATE_INVALID');
        const query = new URL(request.url, 'http://localhost').search;
        const profile = await client
          .finish(new URL(`${redirectUri(id)}${query}`), pending)
          .catch((error: unknown) => Promise.reject(refusal(request, id, error)));
        const user = await accountOf(request, id, profile);
        await options.startSession(request, reply, user);
        const psid = verifyPsid(ctx.keys, pending.psid);
        await options.mergeGuestOf(request, user, psid ?? undefined);
        // The cookie came back from the browser: its path is checked again.
        return reply.redirect(safeReturnPath(pending.returnPath), 303);
      } catch (error) {
        // The browser is here, not a script: a refusal goes to the sign-in page, which says why.
        if (!(error instanceof ApiHttpError)) throw error;
        return reply.redirect(signInAfterFailure(error.code, pending?.returnPath), 303);
      }
    },
  );

  app.post(
    '/api/v3/auth/facebook/login',
    {
      config,
      schema: {
        tags,
        summary:
          'Sign in with a Facebook access token (spec 7); answers like sign_in (access headers, cookies, guest merge)',
        body: FacebookLoginBodySchema,
        headers: AuthHeadersSchema,
        response: { 200: AuthSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { client } = providerOf('facebook');
      const profile = await client
        .profileOfToken(request.body.accessToken)
        .catch((error: unknown) => Promise.reject(refusal(request, 'facebook', error)));
      const user = await accountOf(request, 'facebook', profile);
      await options.startSession(request, reply, user);
      const merged = await options.mergeGuestOf(request, user);
      return { status: 'success' as const, data: toAuthUser(user), merged };
    },
  );
}
