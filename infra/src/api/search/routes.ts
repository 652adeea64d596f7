/**
 * GET api/v4/content/search (spec 7 "Search", spec 9: 15 per page). Postgres full-text search
 * with the 'portuguese' configuration over unaccented text, so "selecao" finds "Seleção" and
 * "futebolistas" finds "futebol" (same stem). Optional entity filter (entityType + entityId);
 * sort by relevance (ts_rank_cd, then date) or date. Without text, an entity filter lists the
 * entity's news by date; with neither, the answer is 400 EMPTY_QUERY (spec 5).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  TrendingSearchesResponseSchema,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { pageOf } from '../paging';
import { ownerOf } from '../reader';
import { forgetSearches, recordSearch, searchArticles, trendingSearches } from './queries';
import {
  askerHash,
  SEARCH_LOG_KEEP_HOURS,
  TRENDING_LIMIT,
  TRENDING_MIN_READERS,
  TRENDING_WINDOW_HOURS,
  trendingKey,
} from './trending';

const HOUR_MS = 3_600_000;

export const searchRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v4/content/search',
    {
      config: cachePolicy('short', ['content']),
      // Every reader's first page of a free-text search counts for trending, answered from the
      // cache or not (onResponse runs for both); a failure to record never touches the answer.
      onResponse: async (request, reply) => {
        const query = request.query as { text?: unknown; page?: unknown; entityId?: unknown };
        if (reply.statusCode !== 200 || typeof query.text !== 'string' || query.entityId !== undefined)
          return;
        if (query.page !== undefined && String(query.page) !== '1') return;
        const key = trendingKey(query.text);
        // Only a reader the server knows counts (its signed guest id or account): a request with
        // none (a page render kept for everyone, a script) cannot be counted once per reader.
        const owner = ownerOf(request.reader);
        if (!key || !owner) return;
        await recordSearch(ctx.db, ctx.now(), { key, asker: askerHash(owner) }).catch((error: unknown) =>
          request.log.warn({ err: error }, 'search not recorded for trending'),
        );
      },
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

  app.get(
    '/api/v4/content/search/trending',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags: ['search'],
        summary: `What readers searched in the last ${TRENDING_WINDOW_HOURS} h, by distinct readers (at least ${TRENDING_MIN_READERS}); nothing personal`,
        response: { 200: TrendingSearchesResponseSchema },
      },
    },
    async () => {
      const now = ctx.now().getTime();
      await forgetSearches(ctx.db, new Date(now - SEARCH_LOG_KEEP_HOURS * HOUR_MS));
      const since = new Date(now - TRENDING_WINDOW_HOURS * HOUR_MS);
      return {
        hours: TRENDING_WINDOW_HOURS,
        min_readers: TRENDING_MIN_READERS,
        results: await trendingSearches(ctx.db, since, TRENDING_MIN_READERS, TRENDING_LIMIT),
      };
    },
  );
};
