// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema, SchemaTable } from './check';

const s0: CheckedSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['link', 'guid'],
    properties: { link: { type: 'string' }, guid: { type: 'string' } },
  },
};
const s1: CheckedSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['original'],
    properties: { original: { type: 'string' }, alt: { type: 'string' } },
  },
};
const s2: CheckedSchema = {
  type: 'object',
  required: ['id', 'name', 'common_name', 'context', 'license'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    common_name: { type: 'string' },
    context: { const: 'publishers', type: 'string' },
    license: { type: 'string' },
  },
};
const s3: CheckedSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key', 'label'],
    properties: { key: { type: 'string' }, label: { type: 'string' } },
  },
};
const s4: CheckedSchema = {
  type: 'object',
  required: ['id', 'context', 'name'],
  properties: { id: { type: 'string' }, context: { type: 'string' }, name: { type: 'string' } },
};
const s5: CheckedSchema = { type: 'array', items: s4 };
const s6: CheckedSchema = {
  type: 'object',
  required: ['name', 'width', 'height', 'bandwidth', 'bytes'],
  properties: {
    name: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    bandwidth: { type: 'integer' },
    bytes: { minimum: 0, type: 'integer' },
  },
};
const s7: CheckedSchema = { type: 'array', items: s6 };
const s8: CheckedSchema = {
  type: 'object',
  required: [
    'source',
    'hls',
    'mp4',
    'mp4_bytes',
    'captions',
    'captions_language',
    'poster',
    'thumbnail',
    'duration',
    'renditions',
    'external_url',
  ],
  properties: {
    source: {
      anyOf: [
        { const: 'hls', type: 'string' },
        { const: 'youtube', type: 'string' },
        { const: 'external', type: 'string' },
      ],
    },
    hls: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    mp4: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    mp4_bytes: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    captions: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    captions_language: { type: 'string' },
    poster: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    thumbnail: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    duration: { type: 'number' },
    renditions: s7,
    external_url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
};
const s9: CheckedSchema = {
  type: 'object',
  required: [
    'id',
    'context',
    'name',
    'description',
    'link',
    'links',
    'videos',
    'photos',
    'categories',
    'language',
    'publisher',
    'author',
    'credit',
    'publish_date',
    'date_is_real',
    'generated',
    'verticals',
    'external',
    'offline',
    'tags',
    'feed',
    'post',
    'category',
    'slugs',
    'event_id',
  ],
  properties: {
    id: { type: 'string' },
    context: {
      anyOf: [
        { const: 'news_stories', type: 'string' },
        { const: 'videos', type: 'string' },
      ],
    },
    name: { type: 'string' },
    description: { type: 'string' },
    link: { type: 'string' },
    links: {
      type: 'array',
      items: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
    },
    videos: s0,
    photos: s1,
    categories: { type: 'array', items: { type: 'string' } },
    language: { type: 'string' },
    publisher: s2,
    author: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    credit: { type: 'string' },
    publish_date: { type: 'string' },
    date_is_real: { type: 'boolean' },
    generated: { type: 'boolean' },
    verticals: s3,
    external: { type: 'boolean' },
    offline: { type: 'boolean' },
    tags: s5,
    feed: {
      type: 'object',
      required: ['goto_short_link'],
      properties: { goto_short_link: { type: 'string' } },
    },
    post: { type: 'string' },
    category: { type: 'string' },
    slugs: { type: 'string' },
    body: { type: 'string' },
    body_format: {
      anyOf: [
        { const: 'text', type: 'string' },
        { const: 'html', type: 'string' },
      ],
    },
    event_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    video: s8,
  },
};
const s10: CheckedSchema = { type: 'array', items: s9 };
const s11: CheckedSchema = {
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
const s12: CheckedSchema = {
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
};
const s13: CheckedSchema = {
  type: 'object',
  required: ['id', 'name', 'season'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, season: { type: 'string' } },
};
const s14: CheckedSchema = {
  type: 'object',
  required: [
    'id',
    'context',
    'name',
    'api',
    'type',
    'followed',
    'device_token',
    'push_on',
    'menu',
    'profile',
  ],
  properties: {
    id: { type: 'string' },
    context: {
      anyOf: [
        { const: 'entities', type: 'string' },
        { const: 'leagues', type: 'string' },
        { const: 'teams', type: 'string' },
      ],
    },
    name: { type: 'string' },
    api: { type: 'string' },
    type: { const: 'profile', type: 'string' },
    followed: { const: true, type: 'boolean' },
    device_token: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    push_on: {
      anyOf: [
        { const: 0, type: 'number' },
        { const: 1, type: 'number' },
      ],
    },
    menu: { type: 'boolean' },
    profile: s12,
  },
};
const s15: CheckedSchema = { type: 'array', items: s14 };
const s16: CheckedSchema = {
  anyOf: [
    { const: 'final', type: 'string' },
    { const: 'playing', type: 'string' },
    { const: 'cancelled', type: 'string' },
    { const: 'upcoming', type: 'string' },
    { const: 'postponed', type: 'string' },
    { const: 'fixture', type: 'string' },
    { const: 'played', type: 'string' },
    { const: 'retired', type: 'string' },
    { const: 'suspended', type: 'string' },
    { const: 'walkover', type: 'string' },
    { const: 'interrupted', type: 'string' },
  ],
};
const s17: CheckedSchema = {
  anyOf: [
    { const: '1st half', type: 'string' },
    { const: 'half-time', type: 'string' },
    { const: '2nd half', type: 'string' },
    { const: 'extra time', type: 'string' },
    { const: 'penalties', type: 'string' },
    { type: 'null' },
  ],
};
const s18: CheckedSchema = {
  type: 'object',
  required: ['status', 'period', 'minute'],
  properties: { status: s16, period: s17, minute: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
};
const s19: CheckedSchema = {
  type: 'object',
  required: ['id', 'name', 'short_name', 'photo'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    short_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    photo: {
      type: 'object',
      required: ['small'],
      properties: { small: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    },
  },
};
const s20: CheckedSchema = {
  type: 'object',
  required: ['position', 'value', 'penalties', 'team'],
  properties: {
    position: {
      anyOf: [
        { const: 'home', type: 'string' },
        { const: 'away', type: 'string' },
      ],
    },
    value: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    penalties: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    team: s19,
  },
};
const s21: CheckedSchema = { type: 'array', items: s20 };
const s22: CheckedSchema = {
  type: 'object',
  required: ['id', 'name', 'short_name', 'context', 'season', 'photo'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    short_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    context: { const: 'leagues', type: 'string' },
    season: { type: 'string' },
    photo: {
      type: 'object',
      required: ['thumbnail'],
      properties: { thumbnail: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    },
  },
};
const s23: CheckedSchema = {
  type: 'object',
  required: ['name', 'number', 'stage', 'leg', 'group'],
  properties: {
    name: { type: 'string' },
    number: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    stage: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    leg: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    group: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
  },
};
const s24: CheckedSchema = {
  type: 'object',
  required: [
    'id',
    'context',
    'sport',
    'name',
    'long_name',
    'start_date',
    'status',
    'scores',
    'league',
    'round',
    'external',
    'story_link',
    'verticals',
    'publisher',
    'note',
    'version',
  ],
  properties: {
    id: { type: 'string' },
    context: { const: 'sporting_events', type: 'string' },
    sport: { const: 'soccer', type: 'string' },
    name: { type: 'string' },
    long_name: { type: 'string' },
    start_date: { type: 'string' },
    status: s18,
    scores: s21,
    league: s22,
    round: s23,
    external: { type: 'boolean' },
    story_link: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    verticals: s3,
    publisher: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    version: { type: 'string' },
  },
};
const s25: CheckedSchema = { anyOf: [s12, { type: 'null' }] };
const s26: CheckedSchema = {
  type: 'object',
  required: [
    'key',
    'name',
    'type',
    'canDrill',
    'followed',
    'push_on',
    'context',
    'context_type',
    'filter_context',
    'load_profile',
    'menu',
    'profile',
    'nodes',
  ],
  properties: {
    key: { type: 'string' },
    name: { type: 'string' },
    type: {
      anyOf: [
        { const: 'label', type: 'string' },
        { const: 'dynamic', type: 'string' },
        { const: 'profile', type: 'string' },
      ],
    },
    canDrill: { type: 'boolean' },
    followed: { type: 'boolean' },
    push_on: {
      anyOf: [
        { const: 0, type: 'number' },
        { const: 1, type: 'number' },
      ],
    },
    context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    context_type: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    filter_context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    load_profile: { type: 'boolean' },
    menu: { type: 'boolean' },
    profile: s25,
    nodes: { maxItems: 0, type: 'array', items: {} },
  },
};
const s27: CheckedSchema = { type: 'array', items: s26 };
const s28: CheckedSchema = {
  type: 'object',
  required: [
    'key',
    'name',
    'type',
    'canDrill',
    'followed',
    'push_on',
    'context',
    'context_type',
    'filter_context',
    'load_profile',
    'menu',
    'profile',
    'nodes',
  ],
  properties: {
    key: { type: 'string' },
    name: { type: 'string' },
    type: {
      anyOf: [
        { const: 'label', type: 'string' },
        { const: 'dynamic', type: 'string' },
        { const: 'profile', type: 'string' },
      ],
    },
    canDrill: { type: 'boolean' },
    followed: { type: 'boolean' },
    push_on: {
      anyOf: [
        { const: 0, type: 'number' },
        { const: 1, type: 'number' },
      ],
    },
    context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    context_type: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    filter_context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    load_profile: { type: 'boolean' },
    menu: { type: 'boolean' },
    profile: s25,
    nodes: s27,
  },
};

export const SCHEMA_TABLE: SchemaTable = {
  ActiveRegistry: {
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
  },
  ArticlePage: {
    type: 'object',
    required: ['page', 'per', 'total', 'endlist', 'results'],
    properties: {
      page: { type: 'integer' },
      per: { type: 'integer' },
      total: { type: 'integer' },
      endlist: { type: 'boolean' },
      results: s10,
    },
  },
  AuthOkResponse: {
    type: 'object',
    required: ['success'],
    properties: { success: { const: true, type: 'boolean' }, revoked: { minimum: 0, type: 'integer' } },
  },
  AuthSessionResponse: {
    type: 'object',
    required: ['status', 'data'],
    properties: { status: { const: 'success', type: 'string' }, data: s11 },
  },
  CurrentUserResponse: { type: 'object', required: ['user'], properties: { user: s11 } },
  AutocompleteResponse: {
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
  },
  CalendarResponse: {
    type: 'object',
    required: ['league', 'season', 'seasons', 'days', 'rounds'],
    properties: {
      league: s12,
      season: s13,
      seasons: { type: 'array', items: s13 },
      days: {
        type: 'array',
        items: {
          type: 'object',
          required: ['date', 'events'],
          properties: { date: { type: 'string' }, events: { type: 'integer' } },
        },
      },
      rounds: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'stage', 'first_date', 'last_date', 'events'],
          properties: {
            name: { type: 'string' },
            stage: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            first_date: { type: 'string' },
            last_date: { type: 'string' },
            events: { type: 'integer' },
          },
        },
      },
    },
  },
  FollowChangeResponse: {
    type: 'object',
    required: ['status', 'results'],
    properties: { status: { const: 'ok', type: 'string' }, results: s15 },
  },
  FollowsResponse: {
    type: 'object',
    required: ['page', 'per', 'total', 'endlist', 'results'],
    properties: {
      page: { type: 'integer' },
      per: { type: 'integer' },
      total: { type: 'integer' },
      endlist: { type: 'boolean' },
      results: s15,
    },
  },
  GalleryPage: {
    type: 'object',
    required: ['gallery_key', 'page', 'per', 'total', 'endlist', 'results'],
    properties: {
      gallery_key: { type: 'string' },
      page: { type: 'integer' },
      per: { type: 'integer' },
      total: { type: 'integer' },
      endlist: { type: 'boolean' },
      results: s10,
    },
  },
  HomeResponse: {
    type: 'object',
    required: ['sections'],
    properties: {
      sections: {
        type: 'array',
        items: {
          type: 'object',
          required: ['key', 'name', 'source_id', 'kind', 'feed_path', 'results'],
          properties: {
            key: { type: 'string' },
            name: { type: 'string' },
            source_id: { type: 'string' },
            kind: {
              anyOf: [
                { const: 'cover', type: 'string' },
                { const: 'gallery', type: 'string' },
                { const: 'sports', type: 'string' },
                { const: 'tv', type: 'string' },
              ],
            },
            feed_path: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            results: {
              type: 'array',
              items: {
                type: 'object',
                required: [
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
                ],
                properties: {
                  id: { type: 'string' },
                  context: {
                    anyOf: [
                      { const: 'news_stories', type: 'string' },
                      { const: 'videos', type: 'string' },
                    ],
                  },
                  name: { type: 'string' },
                  description: { type: 'string' },
                  link: { type: 'string' },
                  photos: s1,
                  publisher: s2,
                  publish_date: { type: 'string' },
                  date_is_real: { type: 'boolean' },
                  verticals: s3,
                  event_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                  video: s8,
                },
              },
            },
          },
        },
      },
    },
  },
  LikeChangeResponse: {
    type: 'object',
    required: ['status', 'id', 'liked'],
    properties: {
      status: { const: 'ok', type: 'string' },
      id: { type: 'string' },
      liked: { type: 'boolean' },
    },
  },
  LikesResponse: {
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
  },
  MediaResponse: { minItems: 1, maxItems: 1, type: 'array', items: s9 },
  Profile: s12,
  ReadBeaconResponse: {
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
  },
  ReadTokenResponse: {
    type: 'object',
    required: ['token', 'after_ms', 'expires_at'],
    properties: {
      token: { type: 'string' },
      after_ms: { minimum: 0, type: 'integer' },
      expires_at: { type: 'string' },
    },
  },
  RecommendationsResponse: {
    type: 'object',
    required: ['page', 'size', 'source', 'endlist', 'results'],
    properties: {
      page: { type: 'integer' },
      size: { type: 'integer' },
      source: {
        anyOf: [
          { const: 'personalized', type: 'string' },
          { const: 'fallback', type: 'string' },
        ],
      },
      endlist: { type: 'boolean' },
      results: s10,
    },
  },
  ResetConfirmResponse: {
    type: 'object',
    required: ['status', 'data', 'redirect_path'],
    properties: {
      status: { const: 'success', type: 'string' },
      data: s11,
      redirect_path: { type: 'string' },
    },
  },
  ResetTokenResponse: {
    type: 'object',
    required: ['valid', 'redirect_path'],
    properties: { valid: { const: true, type: 'boolean' }, redirect_path: { type: 'string' } },
  },
  SearchResponse: {
    type: 'object',
    required: ['page', 'per', 'total', 'endlist', 'sortby', 'results'],
    properties: {
      page: { type: 'integer' },
      per: { type: 'integer' },
      total: { type: 'integer' },
      endlist: { type: 'boolean' },
      sortby: {
        anyOf: [
          { const: 'relevance', type: 'string' },
          { const: 'date', type: 'string' },
        ],
      },
      results: s10,
    },
  },
  TrendingSearchesResponse: {
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
  },
  SiteConfig: {
    type: 'object',
    required: [
      'id',
      'name',
      'context',
      'language',
      'uuid',
      'url',
      'terms_and_conditions_url',
      'about_url',
      'privacy_policy_url',
      'contact_us',
      'meta',
      'template',
      'powered_by',
      'social',
      'favorites',
      'site_default_follows',
    ],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      context: { type: 'string' },
      language: { type: 'string' },
      uuid: { type: 'string' },
      url: { type: 'string' },
      terms_and_conditions_url: { type: 'string' },
      about_url: { type: 'string' },
      privacy_policy_url: { type: 'string' },
      contact_us: { type: 'string' },
      meta: {
        type: 'object',
        required: ['title', 'keywords', 'description'],
        properties: {
          title: { type: 'string' },
          keywords: { type: 'string' },
          description: { type: 'string' },
        },
      },
      template: {
        type: 'object',
        required: ['content', 'branding'],
        properties: {
          content: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'key', 'source_id', 'source_type'],
              properties: {
                name: { type: 'string' },
                key: { type: 'string' },
                source_id: { type: 'string' },
                source_type: { const: 'Gallery', type: 'string' },
              },
            },
          },
          branding: {
            type: 'object',
            required: ['favicon', 'logos', 'colors'],
            properties: {
              favicon: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
              logos: {
                type: 'object',
                required: ['large', 'small', 'empty'],
                properties: {
                  large: { type: 'string' },
                  small: { type: 'string' },
                  empty: { type: 'string' },
                },
              },
              colors: {
                type: 'object',
                required: [
                  'header',
                  'brand',
                  'highlights',
                  'headings',
                  'texts',
                  'body',
                  'backgrounds',
                  'link',
                  'button',
                  'error',
                  'accent',
                ],
                properties: {
                  header: { type: 'string' },
                  brand: { type: 'string' },
                  highlights: { type: 'string' },
                  headings: { type: 'string' },
                  texts: { type: 'string' },
                  body: { type: 'string' },
                  backgrounds: { type: 'string' },
                  link: { type: 'string' },
                  button: { type: 'string' },
                  error: { type: 'string' },
                  accent: { type: 'string' },
                },
              },
            },
          },
        },
      },
      powered_by: { type: 'string' },
      social: {
        type: 'object',
        required: ['facebook'],
        properties: {
          facebook: { type: 'object', required: ['api_key'], properties: { api_key: { type: 'string' } } },
        },
      },
      favorites: {
        type: 'object',
        required: ['primary', 'secondary'],
        properties: {
          primary: { type: 'array', items: { type: 'string' } },
          secondary: { type: 'array', items: { type: 'string' } },
        },
      },
      site_default_follows: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name', 'context'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            context: {
              anyOf: [
                { const: 'entities', type: 'string' },
                { const: 'leagues', type: 'string' },
              ],
            },
          },
        },
      },
    },
  },
  SitemapResponse: {
    type: 'object',
    required: ['period', 'periods', 'page', 'per', 'total', 'endlist', 'results'],
    properties: {
      period: {
        type: 'object',
        required: ['year', 'month', 'day'],
        properties: {
          year: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          month: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          day: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        },
      },
      periods: {
        type: 'array',
        items: {
          type: 'object',
          required: ['year', 'month', 'day', 'count'],
          properties: {
            year: { type: 'integer' },
            month: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            day: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            count: { minimum: 1, type: 'integer' },
          },
        },
      },
      page: { type: 'integer' },
      per: { type: 'integer' },
      total: { type: 'integer' },
      endlist: { type: 'boolean' },
      results: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'context', 'name', 'path', 'publish_date', 'language'],
          properties: {
            id: { type: 'string' },
            context: {
              anyOf: [
                { const: 'news_stories', type: 'string' },
                { const: 'videos', type: 'string' },
              ],
            },
            name: { type: 'string' },
            path: { type: 'string' },
            publish_date: { type: 'string' },
            language: { type: 'string' },
            video: {
              type: 'object',
              required: ['description', 'thumbnail', 'content', 'duration'],
              properties: {
                description: { type: 'string' },
                thumbnail: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                content: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                duration: { minimum: 0, type: 'number' },
              },
            },
          },
        },
      },
    },
  },
  SocialProvidersResponse: {
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
  },
  SportingEvent: s24,
  SportingEventPage: {
    type: 'object',
    required: ['page', 'per', 'total', 'endlist', 'results'],
    properties: {
      page: { type: 'integer' },
      per: { type: 'integer' },
      total: { type: 'integer' },
      endlist: { type: 'boolean' },
      results: { type: 'array', items: s24 },
    },
  },
  StandingsResponse: {
    type: 'object',
    required: ['league', 'season', 'rules', 'tiebreak', 'groups'],
    properties: {
      league: s12,
      season: s13,
      rules: { type: 'string' },
      tiebreak: { type: 'string' },
      groups: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'rows'],
          properties: {
            name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            rows: {
              type: 'array',
              items: {
                type: 'object',
                required: [
                  'position',
                  'team',
                  'played',
                  'won',
                  'drawn',
                  'lost',
                  'goals_for',
                  'goals_against',
                  'goal_difference',
                  'points',
                  'form',
                ],
                properties: {
                  position: { type: 'integer' },
                  team: s19,
                  played: { type: 'integer' },
                  won: { type: 'integer' },
                  drawn: { type: 'integer' },
                  lost: { type: 'integer' },
                  goals_for: { type: 'integer' },
                  goals_against: { type: 'integer' },
                  goal_difference: { type: 'integer' },
                  points: { type: 'integer' },
                  form: {
                    type: 'array',
                    items: {
                      anyOf: [
                        { const: 'W', type: 'string' },
                        { const: 'D', type: 'string' },
                        { const: 'L', type: 'string' },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  TopicContent: {
    type: 'object',
    required: ['node', 'page', 'per', 'total', 'endlist', 'results'],
    properties: {
      node: s28,
      page: { type: 'integer' },
      per: { type: 'integer' },
      total: { type: 'integer' },
      endlist: { type: 'boolean' },
      results: s10,
    },
  },
  TopicTree: {
    type: 'object',
    required: ['nodes'],
    properties: {
      nodes: {
        type: 'array',
        items: {
          type: 'object',
          required: [
            'key',
            'name',
            'type',
            'canDrill',
            'followed',
            'push_on',
            'context',
            'context_type',
            'filter_context',
            'load_profile',
            'menu',
            'profile',
            'nodes',
          ],
          properties: {
            key: { type: 'string' },
            name: { type: 'string' },
            type: {
              anyOf: [
                { const: 'label', type: 'string' },
                { const: 'dynamic', type: 'string' },
                { const: 'profile', type: 'string' },
              ],
            },
            canDrill: { type: 'boolean' },
            followed: { type: 'boolean' },
            push_on: {
              anyOf: [
                { const: 0, type: 'number' },
                { const: 1, type: 'number' },
              ],
            },
            context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            context_type: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            filter_context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            load_profile: { type: 'boolean' },
            menu: { type: 'boolean' },
            profile: s25,
            nodes: { type: 'array', items: s28 },
          },
        },
      },
    },
  },
};
