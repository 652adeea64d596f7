/** Sporting events, standings, calendar and live updates (spec 3 "Sporting event", spec 7 "Events"). */
import { Type, type Static } from '@sinclair/typebox';
import { EVENT_PERIODS, EVENT_STATUSES } from './constants';
import { LIVE_KNOWN_MAX_LENGTH } from '../live-events';
import {
  CalendarDateSchema,
  IdSchema,
  PageSchema,
  pageOf,
  perSchema,
  ProfileRefSchema,
  ProfileSchema,
  SiteIdSchema,
} from './common';

export { EVENT_PERIODS, EVENT_STATUSES };
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EventStatusSchema = Type.Union(EVENT_STATUSES.map((status) => Type.Literal(status)));

/** Football periods (spec 3: half-time for football). */
export const EventPeriodSchema = Type.Union([
  ...EVENT_PERIODS.map((period) => Type.Literal(period)),
  Type.Null(),
]);

export const EventTeamSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  short_name: Type.Union([Type.String(), Type.Null()]),
  photo: Type.Object({ small: Type.Union([Type.String(), Type.Null()]) }),
});

export const EventScoreSchema = Type.Object({
  position: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  /** null before kick-off. */
  value: Type.Union([Type.Integer(), Type.Null()]),
  penalties: Type.Union([Type.Integer(), Type.Null()]),
  team: EventTeamSchema,
});

export const SportingEventSchema = Type.Object({
  id: Type.String(),
  context: Type.Literal('sporting_events'),
  sport: Type.Literal('soccer'),
  name: Type.String(),
  long_name: Type.String(),
  start_date: Type.String({ description: 'Kick-off, ISO 8601 instant' }),
  status: Type.Object({
    status: EventStatusSchema,
    period: EventPeriodSchema,
    /** Match minute while playing, else null. */
    minute: Type.Union([Type.Integer(), Type.Null()]),
  }),
  scores: Type.Array(EventScoreSchema),
  league: Type.Object({
    id: Type.String(),
    name: Type.String(),
    short_name: Type.Union([Type.String(), Type.Null()]),
    context: Type.Literal('leagues'),
    season: Type.String(),
    photo: Type.Object({ thumbnail: Type.Union([Type.String(), Type.Null()]) }),
  }),
  round: Type.Object({
    name: Type.String(),
    number: Type.Union([Type.Integer(), Type.Null()]),
    stage: Type.Union([Type.String(), Type.Null()]),
    leg: Type.Union([Type.Integer(), Type.Null()]),
    group: Type.Union([Type.Integer(), Type.Null()]),
  }),
  external: Type.Boolean(),
  story_link: Type.Union([Type.String(), Type.Null()]),
  verticals: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  publisher: Type.Object({ name: Type.String() }),
  note: Type.Union([Type.String(), Type.Null()]),
  /** Increases with every state change; SSE clients drop stale updates with it. */
  version: Type.String(),
});
export type SportingEvent = Static<typeof SportingEventSchema>;

export const SportingEventPageSchema = pageOf(SportingEventSchema);

/**
 * GET/POST api/v3/sporting_events and profiles/sporting_events (spec 7, spec 9: per 120, d '0,1').
 * d: day offsets from today in time zone z; date (YYYY-MM-DD) wins over d when given.
 */
export const EventsQuerySchema = Type.Object({
  per: Type.Optional(perSchema(120, 200)),
  page: Type.Optional(PageSchema),
  d: Type.Optional(Type.String({ pattern: '^-?\\d{1,3}(,-?\\d{1,3}){0,13}$', default: '0,1' })),
  z: Type.Optional(Type.String({ maxLength: 64, default: 'America/Sao_Paulo' })),
  date: Type.Optional(CalendarDateSchema('The day to list (YYYY-MM-DD) in time zone z; wins over d.')),
  context: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('live'), Type.Literal('state')])),
  league: Type.Optional(IdSchema),
  team: Type.Optional(IdSchema),
  site_id: Type.Optional(SiteIdSchema),
});
export type EventsQuery = Static<typeof EventsQuerySchema>;

export const ProfilesBodySchema = Type.Object({
  profiles: Type.Array(ProfileRefSchema, { maxItems: 200 }),
  site_id: Type.Optional(SiteIdSchema),
});

export const EventParamsSchema = Type.Object({
  type: Type.String({ pattern: '^[a-z_-]{1,40}$' }),
  id: IdSchema,
});

export const EventFeedQuerySchema = Type.Object({
  per: Type.Optional(perSchema(5, 50)),
  page: Type.Optional(PageSchema),
  start_date: Type.Optional(CalendarDateSchema('Items published by the end of this day (YYYY-MM-DD).')),
});

export const StandingRowSchema = Type.Object({
  position: Type.Integer(),
  team: EventTeamSchema,
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  goals_for: Type.Integer(),
  goals_against: Type.Integer(),
  goal_difference: Type.Integer(),
  points: Type.Integer(),
  form: Type.Array(Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')])),
});

/** GET api/v3/leagues/:id/standings?season — the table as of now (only finished games count). */
export const StandingsQuerySchema = Type.Object({ season: Type.Optional(IdSchema) });
export const StandingsResponseSchema = Type.Object({
  league: ProfileSchema,
  season: Type.Object({ id: Type.String(), name: Type.String(), season: Type.String() }),
  rules: Type.String(),
  tiebreak: Type.String(),
  groups: Type.Array(
    Type.Object({ name: Type.Union([Type.String(), Type.Null()]), rows: Type.Array(StandingRowSchema) }),
  ),
});
export type StandingsResponse = Static<typeof StandingsResponseSchema>;

export const LeagueParamsSchema = Type.Object({ id: IdSchema });

/** GET api/v3/leagues/:id/calendar?season&z — match days and rounds of a season. */
export const CalendarQuerySchema = Type.Object({
  season: Type.Optional(IdSchema),
  z: Type.Optional(Type.String({ maxLength: 64, default: 'America/Sao_Paulo' })),
});
export const CalendarResponseSchema = Type.Object({
  league: ProfileSchema,
  season: Type.Object({ id: Type.String(), name: Type.String(), season: Type.String() }),
  seasons: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), season: Type.String() })),
  days: Type.Array(Type.Object({ date: Type.String(), events: Type.Integer() })),
  rounds: Type.Array(
    Type.Object({
      name: Type.String(),
      stage: Type.Union([Type.String(), Type.Null()]),
      first_date: Type.String(),
      last_date: Type.String(),
      events: Type.Integer(),
    }),
  ),
});

export const RelatedLeaguesQuerySchema = Type.Object({
  per: Type.Optional(perSchema(10, 50)),
  page: Type.Optional(PageSchema),
});
export const RelatedLeaguesResponseSchema = pageOf(ProfileSchema);

/** GET api/v3/sporting_events/stream?ids&league — Server-Sent Events, one `event: score` per change. */
export const EventStreamQuerySchema = Type.Object({
  ids: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:,-]{1,2000}$' })),
  league: Type.Optional(IdSchema),
  /**
   * The states the client already shows, as liveStateDigest()s (shared-contracts/live-events):
   * the current state sent on connect leaves those games out.
   */
  known: Type.Optional(Type.String({ pattern: `^[0-9a-z,]{1,${LIVE_KNOWN_MAX_LENGTH}}$` })),
});

/** POST api/v3/test/sporting_events/:id/score — test hook, only with ENABLE_TEST_HOOKS=1. */
export const TestScoreBodySchema = Type.Object({
  home: Type.Integer({ minimum: 0, maximum: 99 }),
  away: Type.Integer({ minimum: 0, maximum: 99 }),
  status: Type.Optional(EventStatusSchema),
  period: Type.Optional(EventPeriodSchema),
  minute: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 130 }), Type.Null()])),
});
export const TestScoreParamsSchema = Type.Object({ id: IdSchema });
