/**
 * Content routes (spec 7 "Content", "Feeds", "Related"): galleries (hero ...), the all-feed,
 * profiles and their feeds, one article (media), related stories and recommendations.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  ArticlePageSchema,
  FeedQuerySchema,
  GalleryPageSchema,
  GalleryParamsSchema,
  HomeQuerySchema,
  HomeResponseSchema,
  MediaParamsSchema,
  MediaQuerySchema,
  MediaResponseSchema,
  ProfileFeedQuerySchema,
  ProfileParamsSchema,
  ProfileResponseSchema,
  ProfilesBodySchema,
  ReaderHeadersSchema,
  RecommendationsQuerySchema,
  RecommendationsResponseSchema,
  RelatedQuerySchema,
  RelatedV3ParamsSchema,
  SITE_ID,
  type ArticlePage,
  type HomeResponse,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { pageOf } from '../paging';
import { ownerOf } from '../reader';
import { endOfDay } from '../time';
import { readSiteConfig } from '../config/site-config';
import {
  COVER_STORIES,
  distinctStories,
  homeStoryOf,
  planHomeSections,
  STORY_TOPIC_CONTEXT,
  type GallerySource,
} from './home';
import { findArticle, findProfile, galleryArticles, latestArticles, taggedArticles } from './queries';
import { recommend, relatedArticles } from './related-queries';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Galleries of the site template (site config template.content source ids). 'hero'/'cover'/
 * 'highlights' put journalism before generated match stories; verticals filter by vertical;
 * topics (lifestyle, technology) list the stories filed under them; a gallery without content in
 * the data (world-cup) is empty, not an error. TV galleries list
 * videos (spec 7 "site/content/tim-tv", "site/content/site_galleries"): tim-tv and site_galleries
 * all of them newest first, tv-<vertical> one vertical's.
 */
const GALLERIES: Record<string, GallerySource> = {
  hero: { hero: true },
  cover: { hero: true },
  highlights: { hero: true },
  news: { vertical: 'news' },
  entertainment: { vertical: 'entertainment' },
  sports: { vertical: 'sports' },
  lifestyle: { topic: 'lifestyle' },
  technology: { topic: 'technology' },
  // No World Cup content in the data: the site template leaves this gallery out.
  'world-cup': { empty: true },
  'tim-tv': { videos: true },
  site_galleries: { videos: true },
  'tv-news': { videos: true, vertical: 'news' },
  'tv-sports': { videos: true, vertical: 'sports' },
  'tv-entertainment': { videos: true, vertical: 'entertainment' },
};

export const contentRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['content'];

  app.get(
    '/api/v3/site/content/home',
    {
      config: cachePolicy('short', ['content', 'config']),
      schema: {
        tags,
        summary:
          "The home's sections in one call: one per entry of the site config's template.content, the cover first, then the configuration's order and names; empty galleries left out, no story twice",
        querystring: HomeQuerySchema,
        response: { 200: HomeResponseSchema, ...errors },
      },
    },
    async (request) => home(ctx, request.query.site_id ?? SITE_ID, request.query.per ?? 6),
  );

  app.get(
    '/api/v3/site/content/:gallery',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags,
        summary: 'A gallery of the site template: hero, highlights, news, sports, entertainment, tim-tv ...',
        params: GalleryParamsSchema,
        querystring: FeedQuerySchema,
        response: { 200: GalleryPageSchema, ...errors },
      },
    },
    async (request) => {
      const gallery = GALLERIES[request.params.gallery];
      if (!gallery) throw new ApiHttpError('GALLERY_NOT_FOUND', `No gallery "${request.params.gallery}".`);
      const page = request.query.page ?? 1;
      const per = request.query.per ?? 10;
      if (gallery.empty) return { gallery_key: request.params.gallery, ...pageOf(page, per, 0, []) };
      const feed = await storiesOf(ctx, ctx.now(), gallery, page, per);
      return { gallery_key: request.params.gallery, ...feed };
    },
  );

  app.get(
    '/api/v3/feed',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags,
        summary: 'The all-feed, newest first (spec 9: page=1, per=10)',
        querystring: FeedQuerySchema,
        response: { 200: ArticlePageSchema, ...errors },
      },
    },
    async (request) => latestArticles(ctx.db, ctx.now(), request.query.page ?? 1, request.query.per ?? 10),
  );

  app.get(
    '/api/v3/profiles/:context/:id',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags,
        summary: 'One profile',
        params: ProfileParamsSchema,
        response: { 200: ProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await findProfile(ctx.db, request.params.context, request.params.id);
      if (!profile)
        throw new ApiHttpError(
          'PROFILE_NOT_FOUND',
          `No profile "${request.params.context}/${request.params.id}".`,
        );
      return profile;
    },
  );

  app.get(
    '/api/v3/profiles/:context/:id/feed',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags,
        summary:
          'News tagged with a profile; start_date (YYYY-MM-DD) pins the list to items published by that day',
        params: ProfileParamsSchema,
        querystring: ProfileFeedQuerySchema,
        response: { 200: ArticlePageSchema, ...errors },
      },
    },
    async (request) => {
      const { context, id } = request.params;
      if (!(await findProfile(ctx.db, context, id))) {
        throw new ApiHttpError('PROFILE_NOT_FOUND', `No profile "${context}/${id}".`);
      }
      const now = ctx.now();
      const until = request.query.start_date ? endOfDay(request.query.start_date, now) : now;
      return taggedArticles(
        ctx.db,
        until,
        [{ context, id }],
        request.query.page ?? 1,
        request.query.per ?? 10,
      );
    },
  );

  app.post(
    '/api/v3/profiles/feed',
    {
      schema: {
        tags,
        summary: 'News tagged with any of the given profiles',
        querystring: FeedQuerySchema,
        body: ProfilesBodySchema,
        response: { 200: ArticlePageSchema, ...errors },
      },
    },
    async (request) =>
      taggedArticles(
        ctx.db,
        ctx.now(),
        request.body.profiles,
        request.query.page ?? 1,
        request.query.per ?? 10,
      ),
  );

  app.get(
    '/api/v3/media/:type/:id',
    {
      // The same answer for every reader: serving a story records no read (the read beacon
      // does, docs/adr/010), so it is public and kept like the other reads.
      config: cachePolicy('short', ['content']),
      schema: {
        tags,
        summary:
          'One article with its body, as a one-element array (spec 5: never an empty array; 404 instead)',
        params: MediaParamsSchema,
        querystring: MediaQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: MediaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const article = await findArticle(ctx.db, ctx.now(), request.params.type, request.params.id);
      if (!article)
        throw new ApiHttpError('CONTENT_NOT_FOUND', `No ${request.params.type} "${request.params.id}".`);
      return [article];
    },
  );

  app.get(
    '/api/v4/related/:type/:id',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags,
        summary:
          "Stories related to one (shared profiles first, then same vertical); a video's are the other videos of its vertical; N caps the list",
        params: MediaParamsSchema,
        querystring: RelatedQuerySchema,
        response: { 200: ArticlePageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return related(ctx, request.params.id, q.page ?? 1, q.size ?? q.per ?? 5, q.N ?? 20);
    },
  );

  app.get(
    '/api/v3/:post/:type/:id/related',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags,
        summary: 'v3 fallback of related stories (spec 7)',
        params: RelatedV3ParamsSchema,
        querystring: RelatedQuerySchema,
        response: { 200: ArticlePageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return related(ctx, request.params.id, q.page ?? 1, q.per ?? q.size ?? 5, q.N ?? 20);
    },
  );

  app.get(
    '/api/v4/personalized_recommendations',
    {
      config: cachePolicy('short', ['content'], { perReader: true }),
      schema: {
        tags,
        summary: "Ranked by the reader's follows, likes and reads; falls back to the all-feed",
        description:
          "Affinity per profile: follow 3, like 2, read 1. Item score = sum of its tags' affinities / (1 + age_days / 7); read items are left out. The reader is the signed-in user or the PSID header; user_id is accepted for compatibility but never selects another reader.",
        querystring: RecommendationsQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: RecommendationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      recommend(
        ctx.db,
        ownerOf(request.reader),
        ctx.now(),
        request.query.page ?? 1,
        request.query.size ?? 10,
      ),
  );
};

/**
 * The home's sections (home.ts). The template comes from the stored configuration, read like
 * GET site/config reads it (a broken row is the bundled one), so the carrier's changes to the
 * sections' order and names show without a deploy.
 */
async function home(ctx: ApiContext, siteId: number, per: number): Promise<HomeResponse> {
  const { found, config } = await readSiteConfig(ctx.db, siteId);
  if (!found) throw new ApiHttpError('SITE_NOT_FOUND', `No site ${siteId}.`);
  if (!config) throw new ApiHttpError('SITE_NOT_FOUND', `No valid configuration for site ${siteId}.`);
  const plans = planHomeSections(config.template.content, (id) => GALLERIES[id]);
  const limits = plans.map((plan) => (plan.kind === 'cover' ? COVER_STORIES : per));
  // A section may lose stories to the sections above it: it reads enough to fill its own after them.
  const now = ctx.now();
  const lists = [];
  let above = 0;
  for (const [index, plan] of plans.entries()) {
    const want = above + (limits[index] ?? per);
    above = want;
    lists.push(plan.gallery.empty ? [] : (await storiesOf(ctx, now, plan.gallery, 1, want)).results);
  }
  const stories = distinctStories(lists, limits);
  return {
    sections: plans
      .map(({ gallery: _gallery, ...plan }, index) => ({
        ...plan,
        results: (stories[index] ?? []).map(homeStoryOf),
      }))
      .filter((section) => section.results.length > 0),
  };
}

/** Related stories of an item (related-queries.ts relatedArticles); 404 for an unknown item. */
async function related(
  ctx: ApiContext,
  id: string,
  page: number,
  per: number,
  cap: number,
): Promise<ArticlePage> {
  const found = await relatedArticles(ctx.db, ctx.now(), id, page, per, cap);
  if (!found) throw new ApiHttpError('CONTENT_NOT_FOUND', `No content "${id}".`);
  return found;
}

/** A gallery's stories: a topic's filed stories, else the gallery's vertical, videos or hero. */
function storiesOf(ctx: ApiContext, now: Date, gallery: GallerySource, page: number, per: number) {
  return gallery.topic
    ? taggedArticles(ctx.db, now, [{ context: STORY_TOPIC_CONTEXT, id: gallery.topic }], page, per)
    : galleryArticles(ctx.db, now, gallery, page, per);
}
