/**
 * All of the sports domain's SQL: events by day, by profile or in play, one event, an event's news,
 * manual score overrides, a season's kick-offs, related leagues, and what the standings read
 * (seasons, table-stage matches, clubs). Functions take the database first; the events they answer
 * are composed from the row, its live state and its pictures (sportingEventAt).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Article, EventsQuery, Profile, ProfileRef, SportingEvent } from 'shared-contracts';
import type { DB } from '../../db/types';
import { TABLE_STAGES } from '../../football/leagues';
import { PROFILE_COLUMNS, toProfile } from '../content/profile';
import { pageOfArticles, publishedContent, taggedWith } from '../content/queries';
import { offsetOf, pageOf, type Paged } from '../paging';
import { dayRanges, parseOffsets, shiftDate, startOfLocalDay } from '../time';
import type { CalendarRow } from './calendar';
import { eventImages, LIVE_STATUSES, toSportingEvent } from './event';
import { liveStateOf } from './live/simulator';
import type { EventFilter, EventRow, LeagueScope, SeasonRow, TableMatchRow, TableTeamRow } from './model';

const LIVE_WINDOW_MS = 4 * 60 * 60 * 1000;

type EventQuery = SelectQueryBuilder<DB, 'sporting_events', object>;

function eventsBase(db: Kysely<DB>): EventQuery {
  return db.selectFrom('sporting_events');
}

/**
 * Selects everything an EventRow holds. The names come from four primary-key joins; the
 * optional parts (a manual override, the match story and its publisher) are correlated
 * single-row lookups built as JSON in SQL. Eight joined relations made the planner search join
 * orders on every call (17 ms of planning per query on PGlite); this keeps planning linear.
 * The seed writes at most one story per event; no ORDER BY in the story lookup, because with a
 * LIMIT it lured the planner into walking the published_at index over all content per event.
 */
function selectEventRows(query: EventQuery) {
  return query
    .innerJoin('profiles as home', (join) =>
      join.onRef('home.id', '=', 'sporting_events.home_id').on('home.context', '=', 'teams'),
    )
    .innerJoin('profiles as away', (join) =>
      join.onRef('away.id', '=', 'sporting_events.away_id').on('away.context', '=', 'teams'),
    )
    .innerJoin('profiles as league', (join) =>
      join.onRef('league.id', '=', 'sporting_events.league_id').on('league.context', '=', 'leagues'),
    )
    .innerJoin('seasons', 'seasons.id', 'sporting_events.season_id')
    .select([
      'sporting_events.id',
      'sporting_events.season_id',
      'sporting_events.league_id',
      'sporting_events.stage',
      'sporting_events.round_no',
      'sporting_events.round_name',
      'sporting_events.leg',
      'sporting_events.group_no',
      'sporting_events.home_id',
      'sporting_events.away_id',
      'sporting_events.kickoff',
      'sporting_events.home_score',
      'sporting_events.away_score',
      'sporting_events.halftime_home',
      'sporting_events.halftime_away',
      'sporting_events.score90_home',
      'sporting_events.score90_away',
      'sporting_events.penalties_home',
      'sporting_events.penalties_away',
      'sporting_events.extra_time',
      'sporting_events.result_status',
      'sporting_events.note',
      'home.name as home_name',
      'home.short_name as home_short_name',
      'away.name as away_name',
      'away.short_name as away_short_name',
      'league.name as league_name',
      'league.short_name as league_short_name',
      'seasons.season as season_label',
      sql<EventRow['override']>`(
        select json_build_object(
          'status', o.status, 'period', o.period, 'minute', o.minute,
          'home_score', o.home_score, 'away_score', o.away_score)
        from event_live_overrides o
        where o.event_id = sporting_events.id)`.as('override'),
      sql<EventRow['story']>`(
        select json_build_object(
          'id', story.id, 'name', story.name, 'published_at', story.published_at,
          'vertical', story.vertical_key,
          'publisher', (select p.common_name from publishers p where p.id = story.publisher_id))
        from content story
        where story.event_id = sporting_events.id
        limit 1)`.as('story'),
    ]);
}

async function eventsOf(query: EventQuery, now: Date, simulate: boolean): Promise<SportingEvent[]> {
  const rows: EventRow[] = await selectEventRows(query)
    .orderBy('sporting_events.kickoff')
    .orderBy('sporting_events.league_id')
    .orderBy('sporting_events.id')
    .execute();
  return rows.map((row) => sportingEventAt(row, now, simulate));
}

/** The event as it stands at `now`: the row, its live state (replay or override) and its pictures. */
function sportingEventAt(row: EventRow, now: Date, simulate: boolean): SportingEvent {
  return toSportingEvent(row, liveStateOf(row, now, simulate), eventImages(row), now);
}

/** Kicked off within the last 4 hours (until `ahead` ms from now) or overridden by hand. */
function inPlayWindow(query: EventQuery, now: Date, aheadMs: number): EventQuery {
  return query.where((eb) =>
    eb.or([
      eb.and([
        eb('sporting_events.kickoff', '<=', new Date(now.getTime() + aheadMs)),
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
}

/**
 * Events on the requested days in time zone `zone` (d offsets from today, or date), or in play
 * (context=live), of a league or season, a team, and the filter's profiles. In kick-off order; with
 * context=live only games whose state is in play, so the page is cut after the live state is known.
 */
export async function listEvents(
  db: Kysely<DB>,
  now: Date,
  simulate: boolean,
  query: EventsQuery,
  zone: string,
  filter: EventFilter,
): Promise<Paged<SportingEvent>> {
  const page = query.page ?? 1;
  const per = query.per ?? 120;
  const live = query.context === 'live';

  let base = eventsBase(db);
  if (live) {
    base = inPlayWindow(base, now, 0);
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
    // A league id ('la-liga') or a season id ('la-liga-2024-25'): see LeagueScope.
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
      if (leagues.length === 0 && teams.length === 0) return pageOf(page, per, 0, []);
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

  let events = await eventsOf(base, now, simulate);
  if (live) events = events.filter((event) => LIVE_STATUSES.has(event.status.status));
  const start = offsetOf(page, per);
  return pageOf(page, per, events.length, events.slice(start, start + per));
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

/** What a `league` filter names: a season id gives its league and season label, else a league id. */
export async function leagueScope(db: Kysely<DB>, id: string): Promise<LeagueScope> {
  const season = await db
    .selectFrom('seasons')
    .select(['league_id', 'season'])
    .where('id', '=', id)
    .executeTakeFirst();
  return season ? { leagueId: season.league_id, season: season.season } : { leagueId: id, season: null };
}

export async function findEvent(
  db: Kysely<DB>,
  id: string,
  now: Date,
  simulate: boolean,
): Promise<SportingEvent | undefined> {
  const row = await selectEventRows(eventsBase(db).where('sporting_events.id', '=', id)).executeTakeFirst();
  return row ? sportingEventAt(row, now, simulate) : undefined;
}

export async function eventsByIds(
  db: Kysely<DB>,
  ids: readonly string[],
  now: Date,
  simulate: boolean,
): Promise<SportingEvent[]> {
  if (ids.length === 0) return [];
  const rows = await selectEventRows(eventsBase(db).where('sporting_events.id', 'in', ids)).execute();
  return rows.map((row) => sportingEventAt(row, now, simulate));
}

/** Events whose state may change soon: kicked off within the last 4 hours (or in a minute) or overridden. */
export async function activeEvents(db: Kysely<DB>, now: Date, simulate: boolean): Promise<SportingEvent[]> {
  const rows = await selectEventRows(inPlayWindow(eventsBase(db), now, 60_000)).execute();
  return rows.map((row) => sportingEventAt(row, now, simulate));
}

/** News of an event published by `until`: its own match story first, then its teams' news. */
export function eventFeed(
  db: Kysely<DB>,
  event: SportingEvent,
  until: Date,
  page: number,
  per: number,
): Promise<Paged<Article>> {
  const query = taggedWith(publishedContent(db, until), [
    { context: 'teams', id: event.scores[0]?.team.id ?? '' },
    { context: 'teams', id: event.scores[1]?.team.id ?? '' },
  ]).orderBy((eb) => eb('content.event_id', '=', event.id), 'desc');
  return pageOfArticles(db, query, page, per);
}

/** The kick-offs, stages and rounds of a season, in kick-off order (calendar.ts reads them). */
export function calendarRows(db: Kysely<DB>, seasonId: string): Promise<CalendarRow[]> {
  return db
    .selectFrom('sporting_events')
    .select(['kickoff', 'stage', 'round_name'])
    .where('season_id', '=', seasonId)
    .orderBy('kickoff')
    .execute();
}

/**
 * Leagues related to some profiles: the leagues their teams play in, and for leagues, other
 * leagues that share teams with them (a Brasileirão follower sees the Libertadores).
 */
export async function relatedLeagues(
  db: Kysely<DB>,
  refs: readonly ProfileRef[],
  page: number,
  per: number,
): Promise<Paged<Profile>> {
  const teams = refs.filter((ref) => ref.context === 'teams').map((ref) => ref.id);
  const leagues = refs.filter((ref) => ref.context === 'leagues').map((ref) => ref.id);
  let related: string[] = [];
  if (teams.length > 0 || leagues.length > 0) {
    const rows = await db
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
      : await db
          .selectFrom('profiles')
          .select(PROFILE_COLUMNS)
          .where('context', '=', 'leagues')
          .where('id', 'in', related)
          .execute();
  const ordered = related.flatMap((id) => profiles.filter((profile) => profile.id === id).map(toProfile));
  const start = offsetOf(page, per);
  return pageOf(page, per, ordered.length, ordered.slice(start, start + per));
}

/** A league's seasons, oldest first (by their real dates), each with its first (replayed) kick-off. */
export async function leagueSeasons(db: Kysely<DB>, leagueId: string): Promise<SeasonRow[]> {
  // One index probe per season (sporting_events_season_kickoff), not a scan of the league's events.
  const rows = await db
    .selectFrom('seasons')
    .select(['id', 'name', 'season', 'format', 'rules', 'timezone', 'first_date', 'last_date', 'shift_days'])
    .select((eb) =>
      eb
        .selectFrom('sporting_events')
        .select((inner) => inner.fn.min('sporting_events.kickoff').as('starts'))
        .whereRef('sporting_events.season_id', '=', 'seasons.id')
        .as('starts'),
    )
    .where('league_id', '=', leagueId)
    .execute();
  return rows
    .map((row) => ({ ...row, starts: row.starts ?? null }))
    .sort((a, b) => a.first_date.localeCompare(b.first_date) || a.id.localeCompare(b.id));
}

/** The matches of a season's table stage (league formats: all) and the season's clubs. */
export async function tableRows(
  db: Kysely<DB>,
  season: Pick<SeasonRow, 'id' | 'format'>,
): Promise<{ matches: TableMatchRow[]; teams: TableTeamRow[] }> {
  let matches = db
    .selectFrom('sporting_events as e')
    .leftJoin('event_live_overrides as o', 'o.event_id', 'e.id')
    .select([
      'e.id',
      'e.stage',
      'e.group_no',
      'e.home_id',
      'e.away_id',
      'e.kickoff',
      'e.home_score',
      'e.away_score',
      'e.halftime_home',
      'e.halftime_away',
      'e.score90_home',
      'e.score90_away',
      'e.penalties_home',
      'e.penalties_away',
      'e.extra_time',
      'e.result_status',
      'o.status as o_status',
      'o.period as o_period',
      'o.minute as o_minute',
      'o.home_score as o_home',
      'o.away_score as o_away',
    ])
    .where('e.season_id', '=', season.id);
  if (season.format !== 'league') matches = matches.where('e.stage', 'in', [...TABLE_STAGES]);
  const [inTable, teams] = await Promise.all([
    matches.execute(),
    db
      .selectFrom('season_teams')
      .innerJoin('profiles', (join) =>
        join.onRef('profiles.id', '=', 'season_teams.team_id').on('profiles.context', '=', 'teams'),
      )
      .select(['season_teams.team_id', 'season_teams.group_no', 'profiles.name', 'profiles.short_name'])
      .where('season_teams.season_id', '=', season.id)
      .execute(),
  ]);
  return { matches: inTable, teams };
}
