/**
 * The wire schemas the browser checks responses against, by name: `npm run checks -w
 * shared-contracts` writes ./wire.generated.ts from them. Add a schema here (and regenerate)
 * before a front end passes its check to the API client.
 */
import { Type } from '@sinclair/typebox';
import { ActiveRegistrySchema } from '../registry';
import { SiteConfigSchema } from '../api/site-config';
import {
  ArticlePageSchema,
  AuthOkResponseSchema,
  AuthUserSchema,
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
  ReadBeaconResponseSchema,
  ReadTokenResponseSchema,
  RecommendationsResponseSchema,
  ResetTokenResponseSchema,
  SearchResponseSchema,
  TrendingSearchesResponseSchema,
  SitemapResponseSchema,
  SocialProvidersResponseSchema,
  SportingEventPageSchema,
  SportingEventSchema,
  StandingsResponseSchema,
  TopicContentSchema,
  TopicTreeSchema,
} from '../api/index';

// The browser checks the user without created_at: the walker has no "format" keyword, and no
// screen shows the date.
const BrowserUserSchema = Type.Omit(AuthUserSchema, ['created_at']);
const AuthSessionResponseSchema = Type.Object({ status: Type.Literal('success'), data: BrowserUserSchema });

export const SCHEMAS = {
  ActiveRegistry: ActiveRegistrySchema,
  ArticlePage: ArticlePageSchema,
  AuthOkResponse: AuthOkResponseSchema,
  AuthSessionResponse: AuthSessionResponseSchema,
  CurrentUserResponse: Type.Object({ user: BrowserUserSchema }),
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
  ReadBeaconResponse: ReadBeaconResponseSchema,
  ReadTokenResponse: ReadTokenResponseSchema,
  RecommendationsResponse: RecommendationsResponseSchema,
  ResetConfirmResponse: Type.Object({
    ...AuthSessionResponseSchema.properties,
    redirect_path: Type.String(),
  }),
  ResetTokenResponse: ResetTokenResponseSchema,
  SearchResponse: SearchResponseSchema,
  TrendingSearchesResponse: TrendingSearchesResponseSchema,
  SiteConfig: SiteConfigSchema,
  SitemapResponse: SitemapResponseSchema,
  SocialProvidersResponse: SocialProvidersResponseSchema,
  SportingEvent: SportingEventSchema,
  SportingEventPage: SportingEventPageSchema,
  StandingsResponse: StandingsResponseSchema,
  TopicContent: TopicContentSchema,
  TopicTree: TopicTreeSchema,
};
