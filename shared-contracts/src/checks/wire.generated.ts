// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createLazyCheck, type SchemaTable } from './check';
import type { SCHEMAS } from './wire.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

/** The schemas, loaded once, when a check is first readied. */
const table = (): Promise<SchemaTable> => import('./wire.table.generated').then((m) => m.SCHEMA_TABLE);

export const WIRE_CHECKS = {
  ActiveRegistry: createLazyCheck<Of<'ActiveRegistry'>>('ActiveRegistry', table),
  ArticlePage: createLazyCheck<Of<'ArticlePage'>>('ArticlePage', table),
  AuthOkResponse: createLazyCheck<Of<'AuthOkResponse'>>('AuthOkResponse', table),
  AuthSessionResponse: createLazyCheck<Of<'AuthSessionResponse'>>('AuthSessionResponse', table),
  CurrentUserResponse: createLazyCheck<Of<'CurrentUserResponse'>>('CurrentUserResponse', table),
  AutocompleteResponse: createLazyCheck<Of<'AutocompleteResponse'>>('AutocompleteResponse', table),
  CalendarResponse: createLazyCheck<Of<'CalendarResponse'>>('CalendarResponse', table),
  FollowChangeResponse: createLazyCheck<Of<'FollowChangeResponse'>>('FollowChangeResponse', table),
  FollowsResponse: createLazyCheck<Of<'FollowsResponse'>>('FollowsResponse', table),
  GalleryPage: createLazyCheck<Of<'GalleryPage'>>('GalleryPage', table),
  HomeResponse: createLazyCheck<Of<'HomeResponse'>>('HomeResponse', table),
  LikeChangeResponse: createLazyCheck<Of<'LikeChangeResponse'>>('LikeChangeResponse', table),
  LikesResponse: createLazyCheck<Of<'LikesResponse'>>('LikesResponse', table),
  MediaResponse: createLazyCheck<Of<'MediaResponse'>>('MediaResponse', table),
  Profile: createLazyCheck<Of<'Profile'>>('Profile', table),
  ReadBeaconResponse: createLazyCheck<Of<'ReadBeaconResponse'>>('ReadBeaconResponse', table),
  ReadTokenResponse: createLazyCheck<Of<'ReadTokenResponse'>>('ReadTokenResponse', table),
  RecommendationsResponse: createLazyCheck<Of<'RecommendationsResponse'>>('RecommendationsResponse', table),
  ResetConfirmResponse: createLazyCheck<Of<'ResetConfirmResponse'>>('ResetConfirmResponse', table),
  ResetTokenResponse: createLazyCheck<Of<'ResetTokenResponse'>>('ResetTokenResponse', table),
  SearchResponse: createLazyCheck<Of<'SearchResponse'>>('SearchResponse', table),
  TrendingSearchesResponse: createLazyCheck<Of<'TrendingSearchesResponse'>>(
    'TrendingSearchesResponse',
    table,
  ),
  SiteConfig: createLazyCheck<Of<'SiteConfig'>>('SiteConfig', table),
  SitemapResponse: createLazyCheck<Of<'SitemapResponse'>>('SitemapResponse', table),
  SocialProvidersResponse: createLazyCheck<Of<'SocialProvidersResponse'>>('SocialProvidersResponse', table),
  SportingEvent: createLazyCheck<Of<'SportingEvent'>>('SportingEvent', table),
  SportingEventPage: createLazyCheck<Of<'SportingEventPage'>>('SportingEventPage', table),
  StandingsResponse: createLazyCheck<Of<'StandingsResponse'>>('StandingsResponse', table),
  TopicContent: createLazyCheck<Of<'TopicContent'>>('TopicContent', table),
  TopicTree: createLazyCheck<Of<'TopicTree'>>('TopicTree', table),
} as const;
