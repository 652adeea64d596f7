/**
 * Follows (spec 7): follows_anon for guests (PSID header), follows for the signed-in reader (and,
 * until sign-in exists, for a guest too). Every change answers with the reader's whole list.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  FollowBodySchema,
  FollowChangeResponseSchema,
  FollowsQuerySchema,
  FollowsResponseSchema,
  PushBodySchema,
  ReaderHeadersSchema,
  UnfollowBodySchema,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { requireGuestOwner, requireOwner, type Reader } from '../reader';
import { readerRequired } from '../openapi';
import { addFollows, listFollows, missingProfile, pageOfFollows, removeFollows, setPush } from './queries';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export const followsRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  // Every call is a reader's own (requireOwner): the document says so (openapi.ts).
  readerRequired(fastify);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const variants: [string, (reader: Reader) => string][] = [
    ['/api/v3/follows', requireOwner],
    ['/api/v3/follows_anon', requireGuestOwner],
  ];
  for (const [url, ownerFor] of variants) {
    const tags = ['follows'];
    app.get(
      url,
      {
        config: cachePolicy('private', []),
        schema: {
          tags,
          summary: 'Followed profiles (spec 9: per=1000)',
          querystring: FollowsQuerySchema,
          headers: ReaderHeadersSchema,
          response: { 200: FollowsResponseSchema, ...errors },
        },
      },
      async (request) =>
        pageOfFollows(ctx.db, ownerFor(request.reader), request.query.page ?? 1, request.query.per ?? 1000),
    );
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Follow one profile ({id, context, push_on}) or several ({profiles: [...]}, offline sync)',
          body: FollowBodySchema,
          headers: ReaderHeadersSchema,
          response: { 200: FollowChangeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const owner = ownerFor(request.reader);
        const body = request.body;
        const inputs = 'profiles' in body ? body.profiles : [body];
        const missing = await missingProfile(ctx.db, inputs);
        if (missing)
          throw new ApiHttpError(
            'PROFILE_NOT_FOUND',
            `No profile "${missing.context}/${missing.id}" to follow.`,
          );
        await addFollows(ctx.db, owner, inputs);
        return { status: 'ok' as const, results: await listFollows(ctx.db, owner) };
      },
    );
    app.delete(
      url,
      {
        schema: {
          tags,
          summary: 'Unfollow profiles ({profiles: [{id, context}]})',
          body: UnfollowBodySchema,
          headers: ReaderHeadersSchema,
          response: { 200: FollowChangeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const owner = ownerFor(request.reader);
        await removeFollows(ctx.db, owner, request.body.profiles);
        return { status: 'ok' as const, results: await listFollows(ctx.db, owner) };
      },
    );
    app.put(
      url,
      {
        schema: {
          tags,
          summary: 'Switch push notifications of a followed profile (push_on 0|1)',
          body: PushBodySchema,
          headers: ReaderHeadersSchema,
          response: { 200: FollowChangeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const owner = ownerFor(request.reader);
        if (!(await setPush(ctx.db, owner, request.body))) {
          throw new ApiHttpError(
            'FOLLOW_NOT_FOUND',
            `"${request.body.context}/${request.body.id}" is not followed; follow it first.`,
          );
        }
        return { status: 'ok' as const, results: await listFollows(ctx.db, owner) };
      },
    );
  }
};
