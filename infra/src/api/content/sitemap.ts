/**
 * The sitemap's stories by period (spec 2 "Sitemap"): GET /api/v3/sitemap (the years),
 * /api/v3/sitemap/:year[/:month[/:day]] (the shorter periods inside and the period's stories) and
 * /api/v3/sitemap/latest (the last hours' stories, for the crawlers' news sitemap). Read-only.
 * Periods are Brasília calendar days (UTC−3: Brazil has kept no daylight saving time since 2019).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  ApiErrorSchema,
  SitemapLatestQuerySchema,
  SitemapParamsSchema,
  SitemapQuerySchema,
  SitemapResponseSchema,
  SITEMAP_FIRST_YEAR,
  SITEMAP_LAST_YEAR,
  type SitemapEntry,
  type SitemapParams,
  type SitemapPeriod,
  type SitemapResponse,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { ARTICLE_POST, publishedContent, slugify, type ContentQuery } from './articles';

const OFFSET_HOURS = 3;
const HOUR_MS = 3_600_000;
/** The instant local midnight of a Brasília date begins (month and day may overflow, as Date.UTC). */
const startOf = (year: number, month = 1, day = 1): Date =>
  new Date(Date.UTC(year, month - 1, day, OFFSET_HOURS));

/** The asked period as [start, end) instants; undefined for a date that does not exist (31 Feb). */
export function periodRange({ year, month, day }: SitemapParams): [Date, Date] | undefined {
  if (month === undefined) return [startOf(year), startOf(year + 1)];
  if (day === undefined) return [startOf(year, month), startOf(year, month + 1)];
  const start = startOf(year, month, day);
  if (start.getUTCDate() !== day) return undefined;
  return [start, startOf(year, month, day + 1)];
}

const localTime = sql`((content.published_at at time zone 'UTC') - interval '3 hours')`;
const part = (unit: 'year' | 'month' | 'day') =>
  sql<number>`extract(${sql.raw(unit)} from ${localTime})::int`;

async function periodsIn(query: ContentQuery, params: Partial<SitemapParams>): Promise<SitemapPeriod[]> {
  const { year, month } = params;
  if (year !== undefined && month !== undefined && params.day !== undefined) return [];
  const unit = year === undefined ? 'year' : month === undefined ? 'month' : 'day';
  const rows = await query
    .select([part(unit).as('unit'), sql<number>`count(*)::int`.as('count')])
    .groupBy('unit')
    .orderBy('unit')
    .execute();
  // A year outside the routes' range would list a page that cannot be opened.
  const shown =
    unit === 'year'
      ? rows.filter((row) => row.unit >= SITEMAP_FIRST_YEAR && row.unit <= SITEMAP_LAST_YEAR)
      : rows;
  return shown.map((row) => ({
    year: year ?? row.unit,
    month: unit === 'year' ? null : (month ?? row.unit),
    day: unit === 'day' ? row.unit : null,
    count: row.count,
  }));
}

async function entriesIn(query: ContentQuery, page: number, per: number) {
  const [rows, count] = await Promise.all([
    query
      .innerJoin('publishers', 'publishers.id', 'content.publisher_id')
      .select([
        'content.id',
        'content.type',
        'content.name',
        'content.published_at',
        'content.vertical_key',
        'content.language',
        'publishers.common_name',
      ])
      .orderBy('content.published_at', 'desc')
      .orderBy('content.id')
      .limit(per)
      .offset((page - 1) * per)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  const total = count?.n ?? 0;
  const results: SitemapEntry[] = rows.map((row) => ({
    id: row.id,
    context: row.type,
    name: row.name,
    // The same article path the content routes give (articles.ts toArticle).
    path: `/${ARTICLE_POST}/${row.type}/${row.vertical_key}/${row.common_name}/${slugify(row.name)}/${row.id}`,
    publish_date: new Date(row.published_at).toISOString(),
    language: row.language,
  }));
  return { page, per, total, endlist: page * per >= total, results };
}

export const sitemapRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['content'];
  const response = { 200: SitemapResponseSchema, 400: ApiErrorSchema };

  app.get(
    '/api/v3/sitemap',
    { schema: { tags, summary: 'The years with published stories', response } },
    async (): Promise<SitemapResponse> => ({
      period: { year: null, month: null, day: null },
      periods: await periodsIn(publishedContent(ctx.db, ctx.now()), {}),
      page: 1,
      per: 0,
      total: 0,
      endlist: true,
      results: [],
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
      const query = publishedContent(ctx.db, now).where('content.published_at', '>=', since);
      const page = await entriesIn(query, request.query.page ?? 1, request.query.per ?? 1000);
      return { period: { year: null, month: null, day: null }, periods: [], ...page };
    },
  );

  for (const url of [
    '/api/v3/sitemap/:year',
    '/api/v3/sitemap/:year/:month',
    '/api/v3/sitemap/:year/:month/:day',
  ]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The stories of a year, month or day (Brasília time) and the shorter periods inside it',
          params: SitemapParamsSchema,
          querystring: SitemapQuerySchema,
          response,
        },
      },
      async (request): Promise<SitemapResponse> => {
        const range = periodRange(request.params);
        if (!range) throw new ApiHttpError('VALIDATION_FAILED', 'No such date.');
        const query = publishedContent(ctx.db, ctx.now())
          .where('content.published_at', '>=', range[0])
          .where('content.published_at', '<', range[1]);
        const { year, month, day } = request.params;
        const [periods, page] = await Promise.all([
          periodsIn(query, request.params),
          entriesIn(query, request.query.page ?? 1, request.query.per ?? 100),
        ]);
        return { period: { year, month: month ?? null, day: day ?? null }, periods, ...page };
      },
    );
  }
};
