/**
 * Sports routes (spec 7 "Events"): events by day and by profile, event pages and their news,
 * standings, calendar, related leagues and live updates (polling and Server-Sent Events). The
 * score-setting test hook is in test-hooks/routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  ArticlePageSchema,
  CalendarQuerySchema,
  CalendarResponseSchema,
  EventFeedQuerySchema,
  EventParamsSchema,
  EventsQuerySchema,
  LeagueParamsSchema,
  ProfilesBodySchema,
  ReaderHeadersSchema,
  RelatedLeaguesQuerySchema,
  RelatedLeaguesResponseSchema,
  SportingEventPageSchema,
  SportingEventSchema,
  StandingsQuerySchema,
  StandingsResponseSchema,
  type EventsQuery,
  type SportingEvent,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { followRefs } from '../follows/queries';
import { ownerOf, requireOwner } from '../reader';
import { assertTimeZone, endOfDay } from '../time';
import { toCalendar } from './calendar';
import { streamRoute } from './live/stream-route';
import { EVENT_TYPES } from './event';
import type { EventFilter } from './model';
import { calendarRows, eventFeed, findEvent, listEvents, relatedLeagues } from './queries';
import { getStandings, onLiveEventForStandings, pickSeason } from './standings-store';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['sports'];
const DEFAULT_ZONE = 'America/Sao_Paulo';
const EVERYONE: EventFilter = { profiles: null };

export const sportsRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const events = (query: EventsQuery, filter: EventFilter) =>
    listEvents(ctx.db, ctx.now(), ctx.simulate, query, assertTimeZone(query.z ?? DEFAULT_ZONE), filter);
  const eventOr404 = async (type: string, id: string): Promise<SportingEvent> => {
    const event = EVENT_TYPES.has(type) ? await findEvent(ctx.db, id, ctx.now(), ctx.simulate) : undefined;
    if (!event) throw new ApiHttpError('EVENT_NOT_FOUND', `No sporting event "${id}" of type "${type}".`);
    return event;
  };
  // Results set or cleared on any instance reach every instance's cached tables through the hub.
  const unsubscribeStandings = ctx.live.subscribe((event) => onLiveEventForStandings(ctx.db, event));
  fastify.addHook('onClose', async () => unsubscribeStandings());

  app.get(
    '/api/v3/sporting_events',
    {
      config: cachePolicy('live', ['events']),
      schema: {
        tags,
        summary: 'Events by day (d = day offsets from today in time zone z, or date), live with context=live',
        querystring: EventsQuerySchema,
        response: { 200: SportingEventPageSchema, ...errors },
      },
    },
    async (request) => events(request.query, EVERYONE),
  );

  for (const url of ['/api/v3/sporting_events', '/api/v3/profiles/sporting_events']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Events of the given leagues/teams on the requested days',
          querystring: EventsQuerySchema,
          body: ProfilesBodySchema,
          response: { 200: SportingEventPageSchema, ...errors },
        },
      },
      async (request) => events(request.query, { profiles: request.body.profiles }),
    );
  }

  app.get(
    '/api/v3/profiles/sporting_events',
    {
      config: cachePolicy('private', ['events']),
      schema: {
        tags,
        summary: "Events of the reader's followed leagues and teams (spec 6: needs a reader and favourites)",
        querystring: EventsQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: SportingEventPageSchema, ...errors },
      },
    },
    async (request) => {
      const owner = requireOwner(request.reader);
      return events(request.query, { profiles: await followRefs(ctx.db, owner) });
    },
  );

  app.get(
    '/api/v3/sporting_events/live',
    {
      config: cachePolicy('live', ['events']),
      schema: {
        tags,
        summary: 'Events in play now (the polling twin of the stream)',
        querystring: Type.Object({ league: Type.Optional(EventsQuerySchema.properties.league) }),
        response: { 200: SportingEventPageSchema, ...errors },
      },
    },
    async (request) => events({ context: 'live', per: 200, league: request.query.league }, EVERYONE),
  );

  await fastify.register(streamRoute, { ctx });

  app.get(
    '/api/v3/sporting_events/:type/:id',
    {
      config: cachePolicy('live', ['events']),
      schema: {
        tags,
        summary: 'One event (type: soccer)',
        params: EventParamsSchema,
        response: { 200: SportingEventSchema, ...errors },
      },
    },
    async (request) => eventOr404(request.params.type, request.params.id),
  );

  app.get(
    '/api/v3/sporting_events/:type/:id/feed',
    {
      config: cachePolicy('short', ['events', 'content']),
      schema: {
        tags,
        summary: "News of an event: its own match story first, then its teams' news (spec 9: 5 per page)",
        params: EventParamsSchema,
        querystring: EventFeedQuerySchema,
        response: { 200: ArticlePageSchema, ...errors },
      },
    },
    async (request) => {
      const event = await eventOr404(request.params.type, request.params.id);
      const now = ctx.now();
      const until = request.query.start_date ? endOfDay(request.query.start_date, now) : now;
      return eventFeed(ctx.db, event, until, request.query.page ?? 1, request.query.per ?? 5);
    },
  );

  app.get(
    '/api/v3/leagues/:id/standings',
    {
      config: cachePolicy('live', ['events']),
      schema: {
        tags,
        summary:
          'League table as of now (default season: the newest if it has finished, else the latest that has started)',
        params: LeagueParamsSchema,
        querystring: StandingsQuerySchema,
        response: { 200: StandingsResponseSchema, ...errors },
      },
    },
    async (request) => getStandings(ctx.db, request.params.id, request.query.season, ctx.now(), ctx.simulate),
  );

  app.get(
    '/api/v3/leagues/:id/calendar',
    {
      config: cachePolicy('short', ['events']),
      schema: {
        tags,
        summary: 'Match days (in time zone z) and rounds of a league season',
        params: LeagueParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarResponseSchema, ...errors },
      },
    },
    async (request) => {
      const zone = assertTimeZone(request.query.z ?? DEFAULT_ZONE);
      const { league, season, seasons } = await pickSeason(
        ctx.db,
        request.params.id,
        request.query.season,
        ctx.now(),
      );
      return toCalendar(league, season, seasons, await calendarRows(ctx.db, season.id), zone);
    },
  );

  app.get(
    '/api/v3/follows/related_leagues',
    {
      config: cachePolicy('short', [], { perReader: true }),
      schema: {
        tags,
        summary: "Leagues related to the reader's follows",
        querystring: RelatedLeaguesQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: RelatedLeaguesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const refs = await followRefs(ctx.db, ownerOf(request.reader));
      return relatedLeagues(ctx.db, refs, request.query.page ?? 1, request.query.per ?? 10);
    },
  );

  app.post(
    '/api/v3/profiles/follows/related_leagues',
    {
      schema: {
        tags,
        summary: 'Leagues related to the given profiles',
        querystring: RelatedLeaguesQuerySchema,
        body: ProfilesBodySchema,
        response: { 200: RelatedLeaguesResponseSchema, ...errors },
      },
    },
    async (request) =>
      relatedLeagues(ctx.db, request.body.profiles, request.query.page ?? 1, request.query.per ?? 10),
  );
};
