/**
 * Real reads (spec 4 "Rewards", 9; docs/adr/010): GET tagger/read_token gives this device a
 * signed token for the story or video it opened; POST tagger/read, the read beacon, sends it back
 * once the reader had the story on screen for READ_SECONDS or scrolled through it, or watched a
 * video for VIDEO_READ_SECONDS. Only then is the read recorded: serving a story (API, HEAD, server
 * render, crawler) counts nothing. The page's HTML carries no token, so it stays the same for
 * every reader and can be cached.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  ReadBeaconBodySchema,
  ReadBeaconResponseSchema,
  ReaderHeadersSchema,
  ReadTokenQuerySchema,
  ReadTokenResponseSchema,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { mintPsid, psidCookie } from '../guest-id';
import { cookiePsidOf, requireDevice, requireOwner } from '../reader';
import { readableItem, recordProvenRead } from './read-queries';
import { checkReadToken, minSecondsOf, readTokenOf, type ReadRules } from './read-token';
import { NO_STORE } from '../../cache-control';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
};

export function readRoutes(fastify: FastifyInstance, ctx: ApiContext, rules: ReadRules): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['rewards'];
  const seconds = () => Math.floor(ctx.now().getTime() / 1000);
  const itemOf = async (kind: 'news' | 'video', id: string) => {
    const item = await readableItem(ctx.db, id, ctx.now());
    if (!item || item.kind !== kind)
      throw new ApiHttpError('CONTENT_NOT_FOUND', `No ${kind === 'video' ? 'video' : 'story'} "${id}".`);
    return item;
  };

  app.get(
    '/api/v3/tagger/read_token',
    {
      schema: {
        tags,
        summary: 'A read token for one story or video, bound to this device (its signed PSID)',
        description:
          'The device is the PSID header, else the onda_psid cookie; a request with neither gets a new guest id in the cookie. Send the token to POST tagger/read after `after_ms`.',
        querystring: ReadTokenQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: ReadTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.query;
      const item = await itemOf(kind, id);
      const reader = request.reader;
      let psid =
        (reader.kind === 'guest' ? reader.psid : reader.kind === 'user' ? reader.device : null) ?? null;
      psid ??= cookiePsidOf(request, ctx.keys);
      if (!psid) {
        // No guest id yet (a page served by a cache, a cleared or an old cookie): this device
        // gets one, and the browser sends it from now on.
        const minted = mintPsid(ctx.keys);
        void reply.header('set-cookie', psidCookie(minted, request.protocol === 'https'));
        psid = minted.slice(0, minted.indexOf('.'));
      }
      const issuedAt = seconds();
      void reply.header('cache-control', NO_STORE);
      return {
        token: readTokenOf(ctx.keys, { psid, kind, id, issuedAt }),
        after_ms: minSecondsOf(rules, kind, item.durationSeconds) * 1000,
        expires_at: new Date((issuedAt + rules.lifeSeconds) * 1000).toISOString(),
      };
    },
  );

  app.post(
    '/api/v3/tagger/read',
    {
      schema: {
        tags,
        summary: 'The read beacon: records the read of the token’s item once it has been open long enough',
        description:
          'READ_TOKEN_INVALID (another device’s, altered), READ_TOKEN_EXPIRED, READ_TOO_EARLY (sent before `after_ms`): nothing is recorded.',
        body: ReadBeaconBodySchema,
        headers: ReaderHeadersSchema,
        response: { 200: ReadBeaconResponseSchema, ...errors },
      },
    },
    async (request) => {
      const device = requireDevice(request.reader);
      const owner = requireOwner(request.reader);
      const now = seconds();
      const check = checkReadToken(ctx.keys, request.body.token, device, now, rules.lifeSeconds);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? new ApiHttpError('READ_TOKEN_EXPIRED', 'This read token is too old; open the story again.')
          : new ApiHttpError('READ_TOKEN_INVALID', 'This read token is not this device’s.');
      }
      const item = await itemOf(check.kind, check.id);
      if (now - check.issuedAt < minSecondsOf(rules, check.kind, item.durationSeconds))
        throw new ApiHttpError(
          'READ_TOO_EARLY',
          'Sent before the reader could have read it; nothing counted.',
        );
      await recordProvenRead(ctx.db, owner, check.id, ctx.now());
      return { status: 'recorded' as const, id: check.id, kind: check.kind };
    },
  );
}
