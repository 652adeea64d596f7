/** Queries behind the sports routes: events by day or profile, event pages, calendar, related leagues. */
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import type { EventsQuery, Profile, ProfileRef, SportingEvent } from 'shared-contracts';
import { ApiHttpError } from '../errors';
import { PROFILE_COLUMNS, toProfile } from '../content/profile';
import { eventsBase, selectEventRows, toSportingEvent } from './events';
import { assertTimeZone, dayRanges, localDate, parseOffsets, startOfLocalDay, shiftDate } from '../time';
import { pickSeason } from './standings-service';

/** Spec 3: the event types of the URL sporting_events/{type}/{id}; every event here is football. */
export const EVENT_TYPES: ReadonlySet<string> = new Set(['soccer', 'football', 'sporting_events']);
const LIVE_STATUSES: ReadonlySet<string> = new Set(['playing', 'interrupted']);
const LIVE_WINDOW_MS = 4 * 60 * 60 * 1000;

export interface EventFilter {
  /** null: no profile filter; otherwise events of these leagues or teams only. */
  readonly profiles: readonly ProfileRef[] | null;
}

export interface EventPage {
  page: number;
  per: number;
  total: number;
  endlist: boolean;
  results: SportingEvent[];
}

export async function listEvents(
  ctx: ApiContext,
  query: EventsQuery,
  filter: EventFilter,
): Promise<EventPage> {
  const now = ctx.now();
  const page = query.page ?? 1;
  const per = query.per ?? 120;
  const zone = assertTimeZone(query.z ?? 'America/Sao_Paulo');
  const live = query.context === 'live';

  let base = eventsBase(ctx.db);
  if (live) {
    base = base.where((eb) =>
      eb.or([
        eb.and([
          eb('sporting_events.kickoff', '<=', now),
          eb('sporting_events.kickoff', '>', new Date(now.getTime() - LIVE_WINDOW_MS)),
        ]),
        eb.exists(
          eb
            .selectFrom('event_live_overrides')
            .select(sql`1`.as('one'))
            .whereRef('event_live_overrides.event_id', '=', 'sporting_events.id'),
        ),
      ]),
    );
  } else {
    const ranges = mergeRanges(
      query.date
        ? [{ from: startOfLocalDay(query.date, zone), to: startOfLocalDay(shiftDate(query.date, 1), zone) }]
        : dayRanges(now, zone, parseOffsets(query.d ?? '0,1')),
    );
    base = base.where((eb) =>
      eb.or(
        ranges.map((range) =>
          eb.and([
            eb('sporting_events.kickoff', '>=', range.from),
            eb('sporting_events.kickoff', '<', range.to),
          ]),
        ),
      ),
    );
  }
  if (query.league) {
    // A league id ('la-liga') or a season id ('la-liga-2024-25'): see leagueScope.
    const league = query.league;
    base = base.where((eb) =>
      eb.or([eb('sporting_events.league_id', '=', league), eb('sporting_events.season_id', '=', league)]),
    );
  }
  if (query.team) {
    const team = query.team;
    base = base.where((eb) =>
      eb.or([eb('sporting_events.home_id', '=', team), eb('sporting_events.away_id', '=', team)]),
    );
  }
  if (filter.profiles !== null) {
    const everything = filter.profiles.some((ref) => ref.context === 'entities' && ref.id === 'sports');
    if (!everything) {
      const leagues = filter.profiles.filter((ref) => ref.context === 'leagues').map((ref) => ref.id);
      const teams = filter.profiles.filter((ref) => ref.context === 'teams').map((ref) => ref.id);
      if (leagues.length === 0 && teams.length === 0)
        return { page, per, total: 0, endlist: true, results: [] };
      base = base.where((eb) =>
        eb.or([
          ...(leagues.length > 0 ? [eb('sporting_events.league_id', 'in', leagues)] : []),
          ...(teams.length > 0
            ? [eb('sporting_events.home_id', 'in', teams), eb('sporting_events.away_id', 'in', teams)]
            : []),
        ]),
      );
    }
  }

  const rows = await selectEventRows(base)
    .orderBy('sporting_events.kickoff')
    .orderBy('sporting_events.league_id')
    .orderBy('sporting_events.id')
    .execute();
  let events = rows.map((row) => toSportingEvent(row, now, ctx.simulate));
  if (live) events = events.filter((event) => LIVE_STATUSES.has(event.status.status));
  const start = (page - 1) * per;
  return {
    page,
    per,
    total: events.length,
    endlist: start + per >= events.length,
    results: events.slice(start, start + per),
  };
}

/** Adjacent days (d=0,1) become one range: one index range scan instead of an OR of several. */
function mergeRanges(ranges: readonly { from: Date; to: Date }[]): { from: Date; to: Date }[] {
  const merged: { from: Date; to: Date }[] = [];
  for (const range of [...ranges].sort((a, b) => a.from.getTime() - b.from.getTime())) {
    const last = merged.at(-1);
    if (last && range.from.getTime() <= last.to.getTime()) {
      if (range.to > last.to) last.to = range.to;
    } else merged.push({ from: range.from, to: range.to });
  }
  return merged;
}

/**
 * What a `league` filter names. Leagues have ids of their own ('la-liga'); each season keeps the id
 * of its data file ('la-liga-2024-25', the openfootball league id), which older links carry. Either
 * form filters events: a season id to that season's games (the one the replay puts around today
 * for a league with a single season, db/anchor.ts).
 */
export interface LeagueScope {
  readonly leagueId: string;
  /** The season's label as events carry it (league.season), when the id names a season. */
  readonly season: string | null;
}

export async function leagueScope(ctx: ApiContext, id: string): Promise<LeagueScope> {
  const season = await ctx.db
    .selectFrom('seasons')
    .select(['league_id', 'season'])
    .where('id', '=', id)
    .executeTakeFirst();
  return season ? { leagueId: season.league_id, season: season.season } : { leagueId: id, season: null };
}

export function inScope(event: SportingEvent, scope: LeagueScope): boolean {
  return (
    event.league.id === scope.leagueId && (scope.season === null || event.league.season === scope.season)
  );
}

export async function getEvent(ctx: ApiContext, type: string, id: string): Promise<SportingEvent> {
  const row = EVENT_TYPES.has(type)
    ? await selectEventRows(eventsBase(ctx.db).where('sporting_events.id', '=', id)).executeTakeFirst()
    : undefined;
  if (!row) throw new ApiHttpError('EVENT_NOT_FOUND', `No sporting event "${id}" of type "${type}".`);
  return toSportingEvent(row, ctx.now(), ctx.simulate);
}

export async function getEventsByIds(ctx: ApiContext, ids: readonly string[]): Promise<SportingEvent[]> {
  if (ids.length === 0) return [];
  const rows = await selectEventRows(eventsBase(ctx.db).where('sporting_events.id', 'in', ids)).execute();
  const now = ctx.now();
  return rows.map((row) => toSportingEvent(row, now, ctx.simulate));
}

/** Events whose state may change soon: kicked off within the last 4 hours or overridden. */
export async function getActiveEvents(ctx: ApiContext): Promise<SportingEvent[]> {
  const now = ctx.now();
  const rows = await selectEventRows(
    eventsBase(ctx.db).where((eb) =>
      eb.or([
        eb.and([
          eb('sporting_events.kickoff', '<=', new Date(now.getTime() + 60_000)),
          eb('sporting_events.kickoff', '>', new Date(now.getTime() - LIVE_WINDOW_MS)),
        ]),
        eb.exists(
          eb
            .selectFrom('event_live_overrides')
            .select(sql`1`.as('one'))
            .whereRef('event_live_overrides.event_id', '=', 'sporting_events.id'),
        ),
      ]),
    ),
  ).execute();
  return rows.map((row) => toSportingEvent(row, now, ctx.simulate));
}

export async function getCalendar(
  ctx: ApiContext,
  leagueId: string,
  seasonId: string | undefined,
  zoneInput: string,
) {
  const zone = assertTimeZone(zoneInput);
  const { league, season, seasons } = await pickSeason(ctx.db, leagueId, seasonId, ctx.now());
  const rows = await ctx.db
    .selectFrom('sporting_events')
    .select(['kickoff', 'stage', 'round_name'])
    .where('season_id', '=', season.id)
    .orderBy('kickoff')
    .execute();
  const days = new Map<string, number>();
  const rounds = new Map<
    string,
    { name: string; stage: string | null; first_date: string; last_date: string; events: number }
  >();
  for (const row of rows) {
    const date = localDate(row.kickoff, zone);
    days.set(date, (days.get(date) ?? 0) + 1);
    const key = `${row.stage ?? ''}|${row.round_name}`;
    const round = rounds.get(key);
    if (round) {
      round.events += 1;
      if (date > round.last_date) round.last_date = date;
    } else {
      rounds.set(key, {
        name: row.round_name,
        stage: row.stage,
        first_date: date,
        last_date: date,
        events: 1,
      });
    }
  }
  return {
    league,
    season: { id: season.id, name: season.name, season: season.season },
    seasons: seasons.map((s) => ({ id: s.id, name: s.name, season: s.season })),
    days: [...days.entries()].map(([date, events]) => ({ date, events })),
    rounds: [...rounds.values()],
  };
}

/**
 * Leagues related to some profiles: the leagues their teams play in, and for leagues, other
 * leagues that share teams with them (a Brasileirão follower sees the Libertadores).
 */
export async function relatedLeagues(
  ctx: ApiContext,
  refs: readonly ProfileRef[],
  page: number,
  per: number,
): Promise<{ page: number; per: number; total: number; endlist: boolean; results: Profile[] }> {
  const teams = refs.filter((ref) => ref.context === 'teams').map((ref) => ref.id);
  const leagues = refs.filter((ref) => ref.context === 'leagues').map((ref) => ref.id);
  let related: string[] = [];
  if (teams.length > 0 || leagues.length > 0) {
    const rows = await ctx.db
      .selectFrom('season_teams')
      .innerJoin('seasons', 'seasons.id', 'season_teams.season_id')
      .select('seasons.league_id')
      .where((eb) =>
        eb.or([
          ...(teams.length > 0 ? [eb('season_teams.team_id', 'in', teams)] : []),
          ...(leagues.length > 0
            ? [
                eb(
                  'season_teams.team_id',
                  'in',
                  eb
                    .selectFrom('season_teams as st')
                    .innerJoin('seasons as s', 's.id', 'st.season_id')
                    .select('st.team_id')
                    .where('s.league_id', 'in', leagues),
                ),
              ]
            : []),
        ]),
      )
      .groupBy('seasons.league_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('seasons.league_id')
      .execute();
    related = rows.map((row) => row.league_id).filter((id) => !leagues.includes(id));
  }
  const profiles =
    related.length === 0
      ? []
      : await ctx.db
          .selectFrom('profiles')
          .select(PROFILE_COLUMNS)
          .where('context', '=', 'leagues')
          .where('id', 'in', related)
          .execute();
  const ordered = related.flatMap((id) => profiles.filter((profile) => profile.id === id).map(toProfile));
  const start = (page - 1) * per;
  return {
    page,
    per,
    total: ordered.length,
    endlist: start + per >= ordered.length,
    results: ordered.slice(start, start + per),
  };
}
