/**
 * GET api/v4/content/search (spec 7 "Search", spec 9: 15 per page). Postgres full-text search
 * with the 'portuguese' configuration over unaccented text, so "selecao" finds "Seleção" and
 * "futebolistas" finds "futebol" (same stem). Optional entity filter (entityType + entityId);
 * sort by relevance (ts_rank_cd, then date) or date. Without text, an entity filter lists the
 * entity's news by date; with neither, the answer is 400 EMPTY_QUERY (spec 5).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, SearchQuerySchema, SearchResponseSchema } from 'shared-contracts';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { pageOf } from '../paging';
import { searchArticles } from './queries';

export const searchRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v4/content/search',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags: ['search'],
        summary: 'Full-text search (portuguese + unaccent), optional entity filter, sort relevance|date',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const text = (q.text ?? '').trim();
      const page = q.page ?? 1;
      const per = q.per ?? 15;
      const hasEntity = q.entityType !== undefined && q.entityId !== undefined;
      if (text === '' && !hasEntity) throw new ApiHttpError('EMPTY_QUERY', 'Preencha sua pesquisa.');
      if ((q.entityType === undefined) !== (q.entityId === undefined)) {
        throw new ApiHttpError('VALIDATION_FAILED', 'entityType and entityId go together.');
      }
      const sortby = q.sortby ?? (text === '' ? 'date' : 'relevance');
      const entity =
        q.entityType !== undefined && q.entityId !== undefined
          ? { context: q.entityType, id: q.entityId }
          : undefined;
      const { total, results } = await searchArticles(ctx.db, ctx.now(), { text, entity, sortby }, page, per);
      return { ...pageOf(page, per, total, results), sortby };
    },
  );
};
