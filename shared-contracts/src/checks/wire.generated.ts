// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck, createLazyCheck, type CheckedSchema } from './check';
import type { SCHEMAS } from './wire.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

const s0: CheckedSchema = {
  type: 'object',
  required: ['id', 'email', 'uid', 'provider', 'locale'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    uid: { type: 'string' },
    provider: { const: 'email', type: 'string' },
    locale: {
      anyOf: [
        { const: 'pt', type: 'string' },
        { const: 'en', type: 'string' },
        { const: 'es', type: 'string' },
      ],
    },
  },
};

export const WIRE_CHECKS = {
  ActiveRegistry: createCheck<Of<'ActiveRegistry'>>({
    type: 'object',
    required: ['remotes'],
    properties: {
      remotes: {
        type: 'object',
        patternProperties: {
          '^(.*)$': {
            type: 'object',
            required: ['version', 'entry'],
            properties: {
              version: { minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z._+-]+$', type: 'string' },
              entry: { minLength: 1, type: 'string' },
            },
          },
        },
      },
    },
  }),
  ArticlePage: createLazyCheck<Of<'ArticlePage'>>('ArticlePage', () =>
    import('./wire/ArticlePage.generated').then((m) => m.SCHEMA),
  ),
  AuthOkResponse: createCheck<Of<'AuthOkResponse'>>({
    type: 'object',
    required: ['success'],
    properties: { success: { const: true, type: 'boolean' }, revoked: { minimum: 0, type: 'integer' } },
  }),
  AuthSessionResponse: createCheck<Of<'AuthSessionResponse'>>({
    type: 'object',
    required: ['status', 'data'],
    properties: { status: { const: 'success', type: 'string' }, data: s0 },
  }),
  CurrentUserResponse: createCheck<Of<'CurrentUserResponse'>>({
    type: 'object',
    required: ['user'],
    properties: { user: s0 },
  }),
  AutocompleteResponse: createCheck<Of<'AutocompleteResponse'>>({
    type: 'array',
    items: {
      type: 'object',
      required: ['name', 'key'],
      properties: {
        name: { type: 'string' },
        key: { type: 'string' },
        profile: {
          type: 'object',
          required: ['id', 'context'],
          properties: { id: { type: 'string' }, context: { type: 'string' } },
        },
      },
    },
  }),
  CalendarResponse: createLazyCheck<Of<'CalendarResponse'>>('CalendarResponse', () =>
    import('./wire/CalendarResponse.generated').then((m) => m.SCHEMA),
  ),
  FollowChangeResponse: createLazyCheck<Of<'FollowChangeResponse'>>('FollowChangeResponse', () =>
    import('./wire/FollowChangeResponse.generated').then((m) => m.SCHEMA),
  ),
  FollowsResponse: createLazyCheck<Of<'FollowsResponse'>>('FollowsResponse', () =>
    import('./wire/FollowsResponse.generated').then((m) => m.SCHEMA),
  ),
  GalleryPage: createLazyCheck<Of<'GalleryPage'>>('GalleryPage', () =>
    import('./wire/GalleryPage.generated').then((m) => m.SCHEMA),
  ),
  HomeResponse: createLazyCheck<Of<'HomeResponse'>>('HomeResponse', () =>
    import('./wire/HomeResponse.generated').then((m) => m.SCHEMA),
  ),
  LikeChangeResponse: createCheck<Of<'LikeChangeResponse'>>({
    type: 'object',
    required: ['status', 'id', 'liked'],
    properties: {
      status: { const: 'ok', type: 'string' },
      id: { type: 'string' },
      liked: { type: 'boolean' },
    },
  }),
  LikesResponse: createCheck<Of<'LikesResponse'>>({
    type: 'object',
    required: ['status', 'likes'],
    properties: {
      status: { const: 'ok', type: 'string' },
      likes: {
        type: 'object',
        required: ['apiResults'],
        properties: { apiResults: { type: 'array', items: { type: 'string' } } },
      },
    },
  }),
  MediaResponse: createLazyCheck<Of<'MediaResponse'>>('MediaResponse', () =>
    import('./wire/MediaResponse.generated').then((m) => m.SCHEMA),
  ),
  Profile: createCheck<Of<'Profile'>>({
    type: 'object',
    required: ['id', 'name', 'context', 'short_name', 'location', 'has_standings', 'common_name', 'photo'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      context: {
        anyOf: [
          { const: 'entities', type: 'string' },
          { const: 'leagues', type: 'string' },
          { const: 'teams', type: 'string' },
        ],
      },
      short_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      location: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      has_standings: { type: 'boolean' },
      common_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      photo: {
        type: 'object',
        required: ['small'],
        properties: { small: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
      },
    },
  }),
  ReadBeaconResponse: createCheck<Of<'ReadBeaconResponse'>>({
    type: 'object',
    required: ['status', 'id', 'kind'],
    properties: {
      status: { const: 'recorded', type: 'string' },
      id: { type: 'string' },
      kind: {
        anyOf: [
          { const: 'news', type: 'string' },
          { const: 'video', type: 'string' },
        ],
      },
    },
  }),
  ReadTokenResponse: createCheck<Of<'ReadTokenResponse'>>({
    type: 'object',
    required: ['token', 'after_ms', 'expires_at'],
    properties: {
      token: { type: 'string' },
      after_ms: { minimum: 0, type: 'integer' },
      expires_at: { type: 'string' },
    },
  }),
  RecommendationsResponse: createLazyCheck<Of<'RecommendationsResponse'>>('RecommendationsResponse', () =>
    import('./wire/RecommendationsResponse.generated').then((m) => m.SCHEMA),
  ),
  ResetConfirmResponse: createCheck<Of<'ResetConfirmResponse'>>({
    type: 'object',
    required: ['status', 'data', 'redirect_path'],
    properties: { status: { const: 'success', type: 'string' }, data: s0, redirect_path: { type: 'string' } },
  }),
  ResetTokenResponse: createCheck<Of<'ResetTokenResponse'>>({
    type: 'object',
    required: ['valid', 'redirect_path'],
    properties: { valid: { const: true, type: 'boolean' }, redirect_path: { type: 'string' } },
  }),
  SearchResponse: createLazyCheck<Of<'SearchResponse'>>('SearchResponse', () =>
    import('./wire/SearchResponse.generated').then((m) => m.SCHEMA),
  ),
  TrendingSearchesResponse: createCheck<Of<'TrendingSearchesResponse'>>({
    type: 'object',
    required: ['hours', 'min_readers', 'results'],
    properties: {
      hours: { type: 'integer' },
      min_readers: { type: 'integer' },
      results: {
        type: 'array',
        items: {
          type: 'object',
          required: ['query', 'readers'],
          properties: { query: { type: 'string' }, readers: { type: 'integer' } },
        },
      },
    },
  }),
  SiteConfig: createLazyCheck<Of<'SiteConfig'>>('SiteConfig', () =>
    import('./wire/SiteConfig.generated').then((m) => m.SCHEMA),
  ),
  SitemapResponse: createLazyCheck<Of<'SitemapResponse'>>('SitemapResponse', () =>
    import('./wire/SitemapResponse.generated').then((m) => m.SCHEMA),
  ),
  SocialProvidersResponse: createCheck<Of<'SocialProvidersResponse'>>({
    type: 'object',
    required: ['providers'],
    properties: {
      providers: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: { type: 'string' }, name: { type: 'string' } },
        },
      },
    },
  }),
  SportingEvent: createLazyCheck<Of<'SportingEvent'>>('SportingEvent', () =>
    import('./wire/SportingEvent.generated').then((m) => m.SCHEMA),
  ),
  SportingEventPage: createLazyCheck<Of<'SportingEventPage'>>('SportingEventPage', () =>
    import('./wire/SportingEventPage.generated').then((m) => m.SCHEMA),
  ),
  StandingsResponse: createLazyCheck<Of<'StandingsResponse'>>('StandingsResponse', () =>
    import('./wire/StandingsResponse.generated').then((m) => m.SCHEMA),
  ),
  TopicContent: createLazyCheck<Of<'TopicContent'>>('TopicContent', () =>
    import('./wire/TopicContent.generated').then((m) => m.SCHEMA),
  ),
  TopicTree: createLazyCheck<Of<'TopicTree'>>('TopicTree', () =>
    import('./wire/TopicTree.generated').then((m) => m.SCHEMA),
  ),
} as const;
