/** Articles, feeds, hero, related, recommendations and search (spec 3 "Article/video", spec 7). */
import { Type, type Static } from '@sinclair/typebox';
import {
  CalendarDateSchema,
  IdSchema,
  PageSchema,
  pageOf,
  perSchema,
  ProfileContextSchema,
  ProfileSchema,
  SiteIdSchema,
} from './common';
import { VideoSourceSchema } from './tv';

export const ContentTypeSchema = Type.Union([Type.Literal('news_stories'), Type.Literal('videos')]);

export const ArticleSchema = Type.Object({
  id: Type.String(),
  context: ContentTypeSchema,
  name: Type.String(),
  description: Type.String(),
  /** Where the item lives: the publisher's URL for external items, else the in-site path. */
  link: Type.String(),
  links: Type.Array(Type.Object({ url: Type.String() })),
  videos: Type.Array(Type.Object({ link: Type.String(), guid: Type.String() })),
  /** alt: the photo's text alternative; '' for a decorative one (it repeats the page). */
  photos: Type.Array(Type.Object({ original: Type.String(), alt: Type.Optional(Type.String()) })),
  categories: Type.Array(Type.String()),
  language: Type.String(),
  publisher: Type.Object({
    id: Type.String(),
    name: Type.String(),
    common_name: Type.String(),
    context: Type.Literal('publishers'),
    license: Type.String(),
  }),
  author: Type.Union([Type.String(), Type.Null()]),
  /** Attribution line the page must show (licenses: infra/seed/README.md). */
  credit: Type.String(),
  publish_date: Type.String({ description: 'ISO 8601 instant' }),
  /** false when the source carries no date and publish_date is the ingest date. */
  date_is_real: Type.Boolean(),
  /** true for text written by a template from data (publisher "Onda Esportes — dados"). */
  generated: Type.Boolean(),
  verticals: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  external: Type.Boolean(),
  offline: Type.Boolean(),
  tags: Type.Array(Type.Object({ id: Type.String(), context: Type.String(), name: Type.String() })),
  feed: Type.Object({ goto_short_link: Type.String() }),
  /** Routing fields of the article page /{post}/news_stories/{category}/{publisher}/{slugs}/{id}. */
  post: Type.String(),
  category: Type.String(),
  slugs: Type.String(),
  /** Only in the media call. */
  body: Type.Optional(Type.String()),
  /** With body: 'text' (blank-line paragraphs) or 'html' (sanitised on import; sanitise again to render). */
  body_format: Type.Optional(Type.Union([Type.Literal('text'), Type.Literal('html')])),
  event_id: Type.Union([Type.String(), Type.Null()]),
  /** Videos only: what the TV player plays (api/tv.ts). */
  video: Type.Optional(VideoSourceSchema),
});
export type Article = Static<typeof ArticleSchema>;

export const ArticlePageSchema = pageOf(ArticleSchema);
export type ArticlePage = Static<typeof ArticlePageSchema>;

/** GET api/v3/site/content/:gallery (hero, highlights, news, sports, tim-tv, ...). */
export const GalleryParamsSchema = Type.Object({ gallery: Type.String({ pattern: '^[a-z0-9_-]{1,40}$' }) });
export const GalleryPageSchema = Type.Object({
  gallery_key: Type.String(),
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  endlist: Type.Boolean(),
  results: Type.Array(ArticleSchema),
});

/**
 * GET api/v3/media/:type/:id — an array with the one article (spec 5: an empty array is an
 * error for the client, so the API answers 404 CONTENT_NOT_FOUND instead of []).
 */
export const MediaParamsSchema = Type.Object({ type: ContentTypeSchema, id: IdSchema });
export const MediaQuerySchema = Type.Object({
  site_id: Type.Optional(SiteIdSchema),
  frequency: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
});
export const MediaResponseSchema = Type.Array(ArticleSchema, { minItems: 1, maxItems: 1 });

export const ProfileFeedQuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  per: Type.Optional(perSchema(10)),
  start_date: Type.Optional(CalendarDateSchema('Items published by the end of this day (YYYY-MM-DD).')),
});

export const ProfileResponseSchema = ProfileSchema;

/** GET api/v4/related/:type/:id (spec 7, spec 9: N=20, 5 per page). */
export const RelatedQuerySchema = Type.Object({
  N: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  page: Type.Optional(PageSchema),
  per: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  summary: Type.Optional(Type.String({ maxLength: 20 })),
  fields: Type.Optional(Type.String({ maxLength: 200 })),
  paginate: Type.Optional(Type.String({ maxLength: 20 })),
  latest: Type.Optional(Type.String({ maxLength: 20 })),
  site_id: Type.Optional(SiteIdSchema),
});
export const RelatedV3ParamsSchema = Type.Object({
  post: Type.String({ pattern: '^[a-z0-9_-]{1,40}$' }),
  type: ContentTypeSchema,
  id: IdSchema,
});

/** GET api/v4/personalized_recommendations (spec 7); ranking in infra/src/api/content/queries.ts (recommend). */
export const RecommendationsQuerySchema = Type.Object({
  user_id: Type.Optional(Type.String({ maxLength: 256 })),
  fields: Type.Optional(Type.String({ maxLength: 200 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  page: Type.Optional(PageSchema),
  search_keys: Type.Optional(Type.String({ maxLength: 200 })),
});
export const RecommendationsResponseSchema = Type.Object({
  page: Type.Integer(),
  size: Type.Integer(),
  /** personalized: ranked by the reader's affinities; fallback: the all-feed (spec 8). */
  source: Type.Union([Type.Literal('personalized'), Type.Literal('fallback')]),
  endlist: Type.Boolean(),
  results: Type.Array(ArticleSchema),
});

/** GET api/v4/content/search (spec 7 "Search", spec 9: 15 per page). */
export const SearchQuerySchema = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 200 })),
  action: Type.Optional(Type.String({ maxLength: 40 })),
  intent: Type.Optional(Type.String({ maxLength: 40 })),
  entityType: Type.Optional(ProfileContextSchema),
  entityId: Type.Optional(IdSchema),
  site_id: Type.Optional(SiteIdSchema),
  filter: Type.Optional(Type.Union([Type.Literal('internal'), Type.Literal('all')])),
  per: Type.Optional(perSchema(15, 50)),
  page: Type.Optional(PageSchema),
  format: Type.Optional(Type.String({ maxLength: 20 })),
  sortby: Type.Optional(Type.Union([Type.Literal('relevance'), Type.Literal('date')])),
  searchType: Type.Optional(Type.String({ maxLength: 40 })),
});
export const SearchResponseSchema = Type.Object({
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  endlist: Type.Boolean(),
  sortby: Type.Union([Type.Literal('relevance'), Type.Literal('date')]),
  results: Type.Array(ArticleSchema),
});
export type SearchResponse = Static<typeof SearchResponseSchema>;

/**
 * GET api/v4/content/search/trending: what readers searched in the last 24 hours, by how many
 * distinct readers asked (at least a minimum), most first; no reader is named.
 */
export const TrendingSearchesResponseSchema = Type.Object({
  hours: Type.Integer(),
  min_readers: Type.Integer(),
  results: Type.Array(Type.Object({ query: Type.String(), readers: Type.Integer() })),
});
export type TrendingSearchesResponse = Static<typeof TrendingSearchesResponseSchema>;

/**
 * GET api/v3/site/content/home: the home's sections in one answer, one per entry of the site
 * config's template.content (spec 1 "Site template categories", spec 3 "Site config"): the cover
 * first, then the other galleries in the configuration's order and with its names. Galleries
 * without stories are left out; a story appears in one section only.
 */
export const HomeQuerySchema = Type.Object({
  site_id: Type.Optional(SiteIdSchema),
  per: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 6 })),
});
export const HomeSectionKindSchema = Type.Union([
  Type.Literal('cover'),
  Type.Literal('gallery'),
  Type.Literal('sports'),
  Type.Literal('tv'),
]);
export type HomeSectionKind = Static<typeof HomeSectionKindSchema>;
/**
 * A story as the front page shows it: what its cards read, no more. The home's answer is inlined
 * in its HTML for hydration, so every field here is paid for by every reader of the front page.
 */
export const HOME_STORY_FIELDS = [
  'id',
  'context',
  'name',
  'description',
  'link',
  'photos',
  'publisher',
  'publish_date',
  'date_is_real',
  'verticals',
  'event_id',
  'video',
] as const;
export const HomeStorySchema = Type.Pick(ArticleSchema, HOME_STORY_FIELDS);
export type HomeStory = Static<typeof HomeStorySchema>;
export const HomeSectionSchema = Type.Object({
  /** template.content key and name, as configured. */
  key: Type.String(),
  name: Type.String(),
  source_id: Type.String(),
  kind: HomeSectionKindSchema,
  /** The in-site page with the gallery's full feed; null when it has none. */
  feed_path: Type.Union([Type.String(), Type.Null()]),
  results: Type.Array(HomeStorySchema),
});
export type HomeSection = Static<typeof HomeSectionSchema>;
export const HomeResponseSchema = Type.Object({ sections: Type.Array(HomeSectionSchema) });
export type HomeResponse = Static<typeof HomeResponseSchema>;
