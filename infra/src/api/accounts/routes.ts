/**
 * Accounts (spec 2 "Accounts", 4 "Login", 5, 7 "Auth"): sign-up, sign-in, sign-out (this client
 * or everywhere), password reset and change, passkeys, social sign-in and account deletion, in the
 * devise_token_auth header scheme plus an HttpOnly session cookie for browsers (session.ts).
 * docs/contracts.md "Accounts API" is the contract the pages build against. The routes come in
 * groups (session-routes.ts, password-routes.ts, passkey-routes.ts, social-routes.ts) sharing the
 * tools of account-tools.ts.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from '../context';
import { logEvent } from '../../log-events';
import type { Limiter } from '../limits/limiter';
import { createAccountTools, type AccountsOptions } from './account-tools';
import { createMailer } from './mail';
import { passkeyRoutes } from './passkey-routes';
import { passwordRoutes } from './password-routes';
import type { Sessions } from './session';
import { sessionRoutes } from './session-routes';
import { socialRoutes } from './social-routes';

export type { AccountsOptions } from './account-tools';

export const accountsRoutes: FastifyPluginAsync<{
  ctx: ApiContext;
  sessions: Sessions;
  limiter: Limiter;
  options: AccountsOptions;
}> = async (fastify, { ctx, sessions, limiter, options }) => {
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
  const tools = createAccountTools(ctx, sessions, limiter);
  const deps = { ctx, sessions, limiter, mailer, publicUrl, options, tools };
  sessionRoutes(fastify, deps);
  passwordRoutes(fastify, deps);
  passkeyRoutes(fastify, deps);
  socialRoutes(fastify, {
    ctx,
    providers: options.socialProviders ?? [],
    publicUrl,
    rateLimit: tools.perIp,
    startSession: tools.startSession,
    mergeGuestOf: tools.mergeGuestOf,
  });
};
