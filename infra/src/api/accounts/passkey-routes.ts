/**
 * Passkeys (WebAuthn with @simplewebauthn/server): creating one for the signed-in user and signing
 * in with one; the relying party is PUBLIC_URL's host, each challenge is used once.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  AuthHeadersSchema,
  AuthSessionResponseSchema,
  PasskeyCredentialSchema,
  PasskeyOptionsResponseSchema,
  PasskeyRegisteredResponseSchema,
  type PasskeyCredential,
} from 'shared-contracts';
import { challengeOf, CHALLENGE_MS, relyingPartyOf } from './passkey';
import {
  addPasskey,
  findPasskey,
  passkeysOf,
  saveChallenge,
  setPasskeyCounter,
  takeChallenge,
  findUserById,
} from './queries';
import { toAuthUser } from './user';
import { errors, fail, tags, type AccountRoutesDeps } from './account-tools';
import { NO_STORE } from '../../cache-control';

export function passkeyRoutes(fastify: FastifyInstance, deps: AccountRoutesDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx, publicUrl } = deps;
  const { publicRoute, startSession, mergeGuestOf, requireSession } = deps.tools;

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
      void reply.header('cache-control', NO_STORE);
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
      void reply.header('cache-control', NO_STORE);
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
}
