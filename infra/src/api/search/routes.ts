/**
 * GET api/v4/content/search (spec 7 "Search", spec 9: 15 per page). Postgres full-text search
 * with the 'portuguese' configuration over unaccented text, so "selecao" finds "Seleção" and
 * "futebolistas" finds "futebol" (same stem). Optional entity filter (entityType + entityId);
 * sort by relevance (ts_rank_cd, then date) or date. Without text, an entity filter lists the
 * entity's news by date; with neither, the answer is 400 EMPTY_QUERY (spec 5).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ApiErrorSchema, SearchQuerySchema, SearchResponseSchema } from 'shared-contracts';
import { publishedContent, selectArticleRows, taggedWith, toArticles } from '../content/queries';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';

export const searchRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v4/content/search',
    {
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

      let query = publishedContent(ctx.db, ctx.now());
      if (q.entityType !== undefined && q.entityId !== undefined) {
        query = taggedWith(query, [{ context: q.entityType, id: q.entityId }]);
      }
      const tsquery = sql`websearch_to_tsquery('portuguese', onda_unaccent(${text}))`;
      if (text !== '') query = query.where(sql<boolean>`content.search_vector @@ ${tsquery}`);
      let select = selectArticleRows(query);
      if (sortby === 'relevance' && text !== '') {
        select = select.orderBy(sql`ts_rank_cd(content.search_vector, ${tsquery})`, 'desc');
      }
      const rows = await select
        .orderBy('content.published_at', 'desc')
        .orderBy('content.id')
        .limit(per)
        .offset((page - 1) * per)
        .execute();
      const total = rows[0]?.total ?? 0;
      return {
        page,
        per,
        total,
        endlist: rows.length < per || page * per >= total,
        sortby,
        results: await toArticles(ctx.db, rows),
      };
    },
  );
};
