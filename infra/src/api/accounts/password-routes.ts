/**
 * Passwords (spec 5): the e-mailed reset link (valid 1 hour, single use), checking and using it,
 * and changing the password of the signed-in user; every password check goes through the shared
 * limiter (slowed, never locked, docs/adr/010).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AuthHeadersSchema,
  AuthOkResponseSchema,
  ChangePasswordBodySchema,
  RESET_TOKEN_SECONDS,
  ResetConfirmBodySchema,
  ResetConfirmResponseSchema,
  ResetRequestBodySchema,
  ResetTokenQuerySchema,
  ResetTokenResponseSchema,
  safeReturnPath,
} from 'shared-contracts';
import { ApiHttpError } from '../errors';
import { logEvent } from '../../log-events';
import { emailProblem, normalizeEmail } from './credentials';
import { mailLocale, resetLink, resetMail } from './mail-text';
import {
  createReset,
  findReset,
  findUserByEmail,
  findUserById,
  revokeClients,
  setPassword,
  useReset,
} from './queries';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets';
import { toAuthUser } from './user';
import { acceptLanguage, errors, fail, tags, type AccountRoutesDeps } from './account-tools';
import { NO_STORE } from '../../cache-control';

export function passwordRoutes(fastify: FastifyInstance, deps: AccountRoutesDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx, limiter, mailer, publicUrl, options } = deps;
  const {
    publicRoute,
    limited,
    pass,
    checkPassword,
    newPasswordProblem,
    startSession,
    mergeGuestOf,
    requireSession,
  } = deps.tools;

  /** The reset token's row while it can still be used, else the error the UI maps to /invalid_token. */
  async function usableReset(token: string) {
    const reset = await findReset(ctx.db, hashToken(token));
    if (!reset || reset.usedAt) throw fail('RESET_TOKEN_INVALID');
    if (reset.expiresAt.getTime() <= ctx.now().getTime()) throw fail('RESET_TOKEN_EXPIRED');
    return reset;
  }

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
      void reply.header('cache-control', NO_STORE);
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
}
