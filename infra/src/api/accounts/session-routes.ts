/**
 * Signing up, in and out (spec 4 "Login", 5, 7 "Auth"): e-mail and password sign-up and sign-in in
 * the devise_token_auth header scheme plus the HttpOnly session cookie, the signed-in user, signing
 * out this client or everywhere, and deleting the account with all its data.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AuthHeadersSchema,
  AuthOkResponseSchema,
  AuthSessionResponseSchema,
  CurrentUserResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  SignInBodySchema,
  SignUpBodySchema,
} from 'shared-contracts';
import { ApiHttpError } from '../errors';
import { logEvent } from '../../log-events';
import { normalizeEmail, signUpProblem } from './credentials';
import { commonPasswordProblem } from './common-passwords';
import { mailLocale, welcomeMail } from './mail-text';
import {
  createUser,
  deleteAccount,
  findUserByEmail,
  findUserById,
  revokeClient,
  revokeClients,
} from './queries';
import { hashPassword } from './secrets';
import { deleteSubscriptionsOf } from '../push/queries';
import { toAuthUser, userOwner } from './user';
import { acceptLanguage, errors, fail, tags, type AccountRoutesDeps } from './account-tools';
import { PRIVATE_NO_STORE } from '../../cache-control';

export function sessionRoutes(fastify: FastifyInstance, deps: AccountRoutesDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx, sessions, limiter, mailer } = deps;
  const { limited, pass, startSession, endCookies, mergeGuestOf, requireSession, checkCredentials } =
    deps.tools;

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
      void reply.header('cache-control', PRIVATE_NO_STORE);
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
}
