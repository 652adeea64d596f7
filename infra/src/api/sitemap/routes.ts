/**
 * The sitemap's stories by period (spec 2 "Sitemap"): GET /api/v3/sitemap (the years),
 * /api/v3/sitemap/:year[/:month[/:day]] (the shorter periods inside and the period's stories) and
 * /api/v3/sitemap/latest (the last hours' stories, for the crawlers' news sitemap) and
 * /api/v3/sitemap/videos (the TV videos' pages, for the crawlers' sitemap), /api/v3/sitemap/leagues
 * and /api/v3/sitemap/events (the sports pages and when each last changed). Read-only.
 * Periods are Brasília calendar days (UTC−3: Brazil has kept no daylight saving time since 2019).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  SitemapLatestQuerySchema,
  SitemapPagesResponseSchema,
  SitemapParamsSchema,
  SitemapQuerySchema,
  SitemapResponseSchema,
  type SitemapPagesResponse,
  type SitemapParams,
  type SitemapResponse,
} from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { pageOf } from '../paging';
import { periodRange } from './period-range';
import { sitemapEntries, sitemapEvents, sitemapLeagues, sitemapPeriods, sitemapVideos } from './queries';
import { eventPage, lastFinals, leaguePages } from './sports-pages';

const HOUR_MS = 3_600_000;

export const sitemapRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['content'];
  const response = { 200: SitemapResponseSchema, 400: ApiErrorSchema };

  app.get(
    '/api/v3/sitemap',
    { schema: { tags, summary: 'The years with published stories', response } },
    async (): Promise<SitemapResponse> => ({
      period: { year: null, month: null, day: null },
      periods: await sitemapPeriods(ctx.db, ctx.now(), {}, {}),
      ...pageOf(1, 0, 0, []),
    }),
  );

  app.get(
    '/api/v3/sitemap/latest',
    {
      schema: {
        tags,
        summary: 'Stories of the last hours, newest first (news sitemap: 48 hours)',
        querystring: SitemapLatestQuerySchema,
        response,
      },
    },
    async (request): Promise<SitemapResponse> => {
      const now = ctx.now();
      const since = new Date(now.getTime() - (request.query.hours ?? 48) * HOUR_MS);
      const page = await sitemapEntries(
        ctx.db,
        now,
        { from: since },
        request.query.page ?? 1,
        request.query.per ?? 1000,
      );
      return { period: { year: null, month: null, day: null }, periods: [], ...page };
    },
  );

  app.get(
    '/api/v3/sitemap/videos',
    {
      schema: {
        tags,
        summary: "The TV videos' pages, newest first, with what a video sitemap names",
        querystring: SitemapQuerySchema,
        response,
      },
    },
    async (request): Promise<SitemapResponse> => {
      const page = await sitemapVideos(ctx.db, ctx.now(), request.query.page ?? 1, request.query.per ?? 100);
      return { period: { year: null, month: null, day: null }, periods: [], ...page };
    },
  );

  app.get(
    '/api/v3/sitemap/leagues',
    {
      schema: {
        tags: ['sports'],
        summary: "The leagues' pages (table, news, calendar, scores) and when each last changed",
        response: { 200: SitemapPagesResponseSchema },
      },
    },
    async (): Promise<SitemapPagesResponse> => {
      const now = ctx.now();
      const { leagues, played } = await sitemapLeagues(ctx.db, now);
      const finals = lastFinals(played, now);
      const results = leagues.flatMap((league) => leaguePages(league, finals.get(league.id)));
      return pageOf(1, results.length, results.length, results);
    },
  );

  app.get(
    '/api/v3/sitemap/events',
    {
      schema: {
        tags: ['sports'],
        summary: "The events' pages in kick-off order and when each last changed",
        querystring: SitemapQuerySchema,
        response: { 200: SitemapPagesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request): Promise<SitemapPagesResponse> => {
      const now = ctx.now();
      const page = await sitemapEvents(ctx.db, request.query.page ?? 1, request.query.per ?? 100);
      return { ...page, results: page.results.map((row) => eventPage(row, now)) };
    },
  );

  // Each path declares only the parameters it has (OpenAPI: a path parameter is always required).
  const periodParams = [
    Type.Pick(SitemapParamsSchema, ['year']),
    Type.Required(Type.Pick(SitemapParamsSchema, ['year', 'month'])),
    Type.Required(SitemapParamsSchema),
  ] as const;
  for (const [url, params] of [
    ['/api/v3/sitemap/:year', periodParams[0]],
    ['/api/v3/sitemap/:year/:month', periodParams[1]],
    ['/api/v3/sitemap/:year/:month/:day', periodParams[2]],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The stories of a year, month or day (Brasília time) and the shorter periods inside it',
          params,
          querystring: SitemapQuerySchema,
          response,
        },
      },
      async (request): Promise<SitemapResponse> => {
        const period: SitemapParams = request.params;
        const range = periodRange(period);
        if (!range) throw new ApiHttpError('VALIDATION_FAILED', 'No such date.');
        const now = ctx.now();
        const within = { from: range[0], to: range[1] };
        const { year, month, day } = period;
        const [periods, page] = await Promise.all([
          sitemapPeriods(ctx.db, now, within, period),
          sitemapEntries(ctx.db, now, within, request.query.page ?? 1, request.query.per ?? 100),
        ]);
        return { period: { year, month: month ?? null, day: day ?? null }, periods, ...page };
      },
    );
  }
};
