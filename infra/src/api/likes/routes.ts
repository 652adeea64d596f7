/** Likes (spec 7 "Likes"): GET like, POST like, DELETE like, POST unlike; keyed by the reader. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  ID_PATTERN,
  LikeBodySchema,
  LikeChangeResponseSchema,
  LikeQuerySchema,
  LikesResponseSchema,
  ReaderHeadersSchema,
} from 'shared-contracts';
import { contentExists } from '../content/queries';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { requireOwner } from '../reader';
import { readerRequired } from '../openapi';
import { addLike, likedIds, removeLike } from './queries';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export const likesRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  // Every call is a reader's own (requireOwner): the document says so (openapi.ts).
  readerRequired(fastify);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['likes'];

  const unlike = async (owner: string, id: string) => {
    await removeLike(ctx.db, owner, id);
    return { status: 'ok' as const, id, liked: false };
  };

  app.get(
    '/api/v3/like',
    {
      config: cachePolicy('private', []),
      schema: {
        tags,
        summary: "Ids of the reader's liked articles, newest first",
        headers: ReaderHeadersSchema,
        response: { 200: LikesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      likes: { apiResults: await likedIds(ctx.db, requireOwner(request.reader)) },
    }),
  );

  app.post(
    '/api/v3/like',
    {
      schema: {
        tags,
        summary: 'Like an article ({id, context})',
        body: LikeBodySchema,
        headers: ReaderHeadersSchema,
        response: { 200: LikeChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = requireOwner(request.reader);
      const { id } = request.body;
      if (!(await contentExists(ctx.db, id)))
        throw new ApiHttpError('CONTENT_NOT_FOUND', `No article "${id}".`);
      await addLike(ctx.db, owner, id, ctx.now());
      return { status: 'ok' as const, id, liked: true };
    },
  );

  app.delete(
    '/api/v3/like',
    {
      schema: {
        tags,
        summary: 'Remove a like (id in the body or the query)',
        querystring: LikeQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: LikeChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = requireOwner(request.reader);
      const body: unknown = request.body;
      const fromBody =
        typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string'
          ? body.id
          : undefined;
      const id = request.query.id ?? fromBody;
      if (id === undefined || !new RegExp(ID_PATTERN).test(id)) {
        throw new ApiHttpError(
          'VALIDATION_FAILED',
          'Give the article id in the query (?id=) or the body ({id}).',
        );
      }
      return unlike(owner, id);
    },
  );

  app.post(
    '/api/v3/unlike',
    {
      schema: {
        tags,
        summary: 'Remove a like ({id, context})',
        body: LikeBodySchema,
        headers: ReaderHeadersSchema,
        response: { 200: LikeChangeResponseSchema, ...errors },
      },
    },
    async (request) => unlike(requireOwner(request.reader), request.body.id),
  );
};
