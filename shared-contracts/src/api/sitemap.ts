/**
 * The sitemap's stories by period (spec 2 "Sitemap": /sitemap, /sitemap/{year}[/{month}[/{day}]])
 * and the latest stories for the crawlers' news sitemap. Periods are calendar days in Brasília
 * time (UTC−3; Brazil has kept no daylight saving time since 2019).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageSchema, perSchema } from './common';
import { SITEMAP_FIRST_YEAR, SITEMAP_LAST_YEAR } from './constants';
import { ContentTypeSchema } from './content';

export { SITEMAP_FIRST_YEAR, SITEMAP_LAST_YEAR };

export const SitemapParamsSchema = Type.Object({
  year: Type.Integer({ minimum: SITEMAP_FIRST_YEAR, maximum: SITEMAP_LAST_YEAR }),
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  day: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
});
export type SitemapParams = Static<typeof SitemapParamsSchema>;

/** Sitemap pages list up to 100 stories a page; crawler sitemaps read 1000 at a time. */
export const SitemapQuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  per: Type.Optional(perSchema(100, 1000)),
});

/** GET sitemap/latest: stories of the last `hours` hours (Google News sitemaps: 2 days). */
export const SitemapLatestQuerySchema = Type.Object({
  hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 168, default: 48 })),
  page: Type.Optional(PageSchema),
  per: Type.Optional(perSchema(1000, 1000)),
});

/** A shorter period inside the asked one (months of a year, days of a month) with its story count. */
export const SitemapPeriodSchema = Type.Object({
  year: Type.Integer(),
  month: Type.Union([Type.Integer(), Type.Null()]),
  day: Type.Union([Type.Integer(), Type.Null()]),
  count: Type.Integer({ minimum: 1 }),
});
export type SitemapPeriod = Static<typeof SitemapPeriodSchema>;

export const SitemapEntrySchema = Type.Object({
  id: Type.String(),
  context: ContentTypeSchema,
  name: Type.String(),
  /** The in-site article page, /{post}/{type}/{category}/{publisher}/{slugs}/{id} (spec 2). */
  path: Type.String(),
  publish_date: Type.String({ description: 'ISO 8601 instant' }),
  language: Type.String(),
  /** A TV video's page (sitemap/videos): what Google's video sitemap extension names. */
  video: Type.Optional(
    Type.Object({
      description: Type.String(),
      /** The poster picture and the MP4 file, site paths or absolute URLs; null when absent. */
      thumbnail: Type.Union([Type.String(), Type.Null()]),
      content: Type.Union([Type.String(), Type.Null()]),
      /** Seconds. */
      duration: Type.Number({ minimum: 0 }),
    }),
  ),
});
export type SitemapEntry = Static<typeof SitemapEntrySchema>;

export const SitemapResponseSchema = Type.Object({
  /** The asked period; all null for the whole site. */
  period: Type.Object({
    year: Type.Union([Type.Integer(), Type.Null()]),
    month: Type.Union([Type.Integer(), Type.Null()]),
    day: Type.Union([Type.Integer(), Type.Null()]),
  }),
  /** Years of the site, months of a year, days of a month (none for a day), oldest first. */
  periods: Type.Array(SitemapPeriodSchema),
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  endlist: Type.Boolean(),
  /** The period's stories, newest first (none for the whole site). */
  results: Type.Array(SitemapEntrySchema),
});
export type SitemapResponse = Static<typeof SitemapResponseSchema>;

/** A sports page for the crawlers' sitemap (sitemap/leagues, sitemap/events). */
export const SitemapPageSchema = Type.Object({
  /** The in-site page: a league's table, news, calendar or scores, or an event page. */
  path: Type.String(),
  /** When what the page shows last changed (ISO 8601 instant); null when nothing has yet. */
  lastmod: Type.Union([Type.String({ description: 'ISO 8601 instant' }), Type.Null()]),
});
export type SitemapPage = Static<typeof SitemapPageSchema>;

export const SitemapPagesResponseSchema = Type.Object({
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  endlist: Type.Boolean(),
  results: Type.Array(SitemapPageSchema),
});
export type SitemapPagesResponse = Static<typeof SitemapPagesResponseSchema>;
