/**
 * The wire schemas the browser checks responses against, by name: `npm run checks -w
 * shared-contracts` writes ./wire.generated.ts from them. Add a schema here (and regenerate)
 * before a front end passes its check to the API client.
 */
import { ActiveRegistrySchema } from '../registry';
import { SiteConfigSchema } from '../api/site-config';
import {
  ArticlePageSchema,
  AutocompleteResponseSchema,
  CalendarResponseSchema,
  FollowChangeResponseSchema,
  FollowsResponseSchema,
  GalleryPageSchema,
  HomeResponseSchema,
  LikeChangeResponseSchema,
  LikesResponseSchema,
  MediaResponseSchema,
  ProfileSchema,
  RecommendationsResponseSchema,
  SearchResponseSchema,
  SitemapResponseSchema,
  SportingEventPageSchema,
  SportingEventSchema,
  StandingsResponseSchema,
  TopicContentSchema,
  TopicTreeSchema,
} from '../api/index';

export const SCHEMAS = {
  ActiveRegistry: ActiveRegistrySchema,
  ArticlePage: ArticlePageSchema,
  AutocompleteResponse: AutocompleteResponseSchema,
  CalendarResponse: CalendarResponseSchema,
  FollowChangeResponse: FollowChangeResponseSchema,
  FollowsResponse: FollowsResponseSchema,
  GalleryPage: GalleryPageSchema,
  HomeResponse: HomeResponseSchema,
  LikeChangeResponse: LikeChangeResponseSchema,
  LikesResponse: LikesResponseSchema,
  MediaResponse: MediaResponseSchema,
  Profile: ProfileSchema,
  RecommendationsResponse: RecommendationsResponseSchema,
  SearchResponse: SearchResponseSchema,
  SiteConfig: SiteConfigSchema,
  SitemapResponse: SitemapResponseSchema,
  SportingEvent: SportingEventSchema,
  SportingEventPage: SportingEventPageSchema,
  StandingsResponse: StandingsResponseSchema,
  TopicContent: TopicContentSchema,
  TopicTree: TopicTreeSchema,
};
