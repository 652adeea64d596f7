/**
 * League tables as of now: the finished (replayed) matches of a season's table stage, ranked by
 * the pure computeStandings() of src/sports/standings.ts with the competition's tiebreak rules.
 * League formats get one table; cups only their league phase (Champions League, one table) or
 * group stage (Libertadores, one table per group); knockout rounds have none.
 *
 * A table only changes when one of its matches gets or loses a result. The live replay is a pure
 * function of the clock (simulator.ts), so each computed table knows the window of instants in
 * which it stays right (from the last final whistle before now to the next one after); results set
 * or cleared by hand (the test hook, another instance through the live hub) invalidate it at once.
 * So a table is computed once per league season and result change, not per request.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { TABLE_STAGES } from '../../football/leagues';
import { isTiebreakRules, type MatchResult, type TiebreakRules } from '../../football/model';
import { computeStandings, TIEBREAK_ORDER } from '../../football/standings';
import type { Profile, SportingEvent, StandingsResponse } from 'shared-contracts';
import { ApiHttpError } from '../errors';
import { photoOf } from '../content/profile';
import { findProfile } from '../content/queries';
import { applyOverride, finalFrom, simulateEvent } from './live/simulator';
import { localDate } from '../time';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeasonRow {
  id: string;
  name: string;
  season: string;
  format: 'league' | 'cup';
  rules: string;
  timezone: string;
  /** Real first and last match days (YYYY-MM-DD, league time) and the replay shift (db/anchor.ts). */
  first_date: string;
  last_date: string;
  shift_days: number;
  /** The first (replayed) kick-off. */
  starts: Date | null;
}

/**
 * Cup table stages and their regulation. The seed stores 'default' for cups (src/db/seed/leagues.ts),
 * which ranks level clubs alphabetically; a stored rule other than 'default' wins over this list.
 */
const CUP_TABLE_RULES: Readonly<Record<string, TiebreakRules>> = {
  'uefa-champions-league': 'uefa-league-phase',
  'copa-libertadores': 'conmebol-group',
};

export function rulesOf(leagueId: string, stored: string): TiebreakRules {
  if (isTiebreakRules(stored) && stored !== 'default') return stored;
  return CUP_TABLE_RULES[leagueId] ?? 'default';
}

/**
 * The league's seasons, oldest first (by their real dates); the default is the newest one when it
 * has finished (with the replay on, a league whose newest season has really finished keeps it at its
 * real dates and replays the season before it, db/anchor.ts), else the latest one that has started.
 */
export async function seasonsOf(db: Kysely<DB>, leagueId: string, now: Date) {
  const seasons = await loadSeasons(db, leagueId);
  return { seasons, current: defaultSeason(seasons, now) };
}

/** The season's last match day, as (re)played, is before today in the league's time zone. */
export function hasFinished(season: SeasonRow, now: Date): boolean {
  const lastDay = new Date(Date.parse(`${season.last_date}T00:00:00Z`) + season.shift_days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return lastDay < localDate(now, season.timezone);
}

export function defaultSeason(seasons: readonly SeasonRow[], now: Date): SeasonRow | undefined {
  const newest = seasons.at(-1);
  if (newest && hasFinished(newest, now)) return newest;
  let current: SeasonRow | undefined;
  for (const season of seasons) {
    if (season.starts === null || season.starts > now) continue;
    if (!current?.starts || season.starts >= current.starts) current = season;
  }
  return current ?? seasons[0];
}

async function loadSeasons(db: Kysely<DB>, leagueId: string): Promise<SeasonRow[]> {
  // One index probe per season (sporting_events_season_kickoff), not a scan of the league's events.
  return db
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
    .execute()
    .then((rows) =>
      rows
        .map((row) => ({ ...row, starts: row.starts ?? null }))
        .sort((a, b) => a.first_date.localeCompare(b.first_date) || a.id.localeCompare(b.id)),
    );
}

export async function pickSeason(db: Kysely<DB>, leagueId: string, seasonId: string | undefined, now: Date) {
  return storeOf(db).pick(leagueId, seasonId, now);
}

/** Reference data (leagues, seasons) only change when the database is seeded or re-anchored at start. */
const REFERENCE_TTL_MS = 60_000;

interface LeagueEntry {
  readonly at: number;
  readonly league: Profile;
  readonly seasons: SeasonRow[];
}

interface TableEntry {
  readonly value: StandingsResponse;
  /** The table is right for instants in [validFrom, validUntil). */
  readonly validFrom: number;
  readonly validUntil: number;
  /** Every match of the table stage and the result it counted with ("h-a"), or null if none. */
  readonly counted: ReadonlyMap<string, string | null>;
}

class StandingsStore {
  private readonly leagues = new Map<string, Promise<LeagueEntry | null>>();
  private readonly tables = new Map<string, TableEntry>();
  private readonly pending = new Map<string, Promise<TableEntry>>();
  /** Bumped by every invalidation, so a computation that raced with one is not stored. */
  private generation = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async pick(leagueId: string, seasonId: string | undefined, now: Date) {
    const entry = await this.league(leagueId);
    if (!entry) throw new ApiHttpError('LEAGUE_NOT_FOUND', `No league "${leagueId}".`);
    const { league, seasons } = entry;
    const season =
      seasonId === undefined
        ? defaultSeason(seasons, now)
        : seasons.find((candidate) => candidate.id === seasonId);
    if (!season)
      throw new ApiHttpError('NOT_FOUND', `League "${leagueId}" has no season "${seasonId ?? ''}".`);
    return { league, season, seasons };
  }

  private async league(leagueId: string): Promise<LeagueEntry | null> {
    const cached = this.leagues.get(leagueId);
    if (cached) {
      const entry = await cached;
      if (entry && Date.now() - entry.at < REFERENCE_TTL_MS) return entry;
    }
    const loading = (async (): Promise<LeagueEntry | null> => {
      const league = await findProfile(this.db, 'leagues', leagueId);
      if (!league) return null;
      return { at: Date.now(), league, seasons: await loadSeasons(this.db, leagueId) };
    })();
    this.leagues.set(leagueId, loading);
    // Unknown ids and failures are not kept.
    loading.then(
      (entry) => {
        if (!entry) this.leagues.delete(leagueId);
      },
      () => this.leagues.delete(leagueId),
    );
    return loading;
  }

  async table(leagueId: string, seasonId: string | undefined, now: Date, simulate: boolean) {
    const { league, season } = await this.pick(leagueId, seasonId, now);
    const key = `${season.id}|${simulate}`;
    const at = now.getTime();
    const valid = (entry: TableEntry | undefined): entry is TableEntry =>
      entry !== undefined && entry.validFrom <= at && at < entry.validUntil;
    const hit = this.tables.get(key);
    if (valid(hit)) return hit.value;
    // Concurrent misses share one computation.
    let running = this.pending.get(key);
    if (!running) {
      const generation = this.generation;
      running = computeTable(this.db, league, season, now, simulate);
      this.pending.set(key, running);
      running.then(
        (entry) => {
          if (this.pending.get(key) === running) this.pending.delete(key);
          if (generation === this.generation) this.tables.set(key, entry);
        },
        () => {
          if (this.pending.get(key) === running) this.pending.delete(key);
        },
      );
    }
    const entry = await running;
    if (valid(entry)) return entry.value;
    // Started for another instant (clocks differ between callers): compute for this one.
    return (await computeTable(this.db, league, season, now, simulate)).value;
  }

  /** Drops every table (a result was set or cleared by hand). */
  clear(): void {
    this.generation += 1;
    this.tables.clear();
    this.pending.clear();
  }

  /**
   * A live update (from this or another instance): drops the tables whose count of this match is no
   * longer what the update says, e.g. a result set or cleared by an override.
   */
  onLiveEvent(event: SportingEvent): void {
    const done = event.status.status === 'final' || event.status.status === 'walkover';
    const home = event.scores.find((score) => score.position === 'home')?.value ?? null;
    const away = event.scores.find((score) => score.position === 'away')?.value ?? null;
    const now = done && home !== null && away !== null ? `${home}-${away}` : null;
    for (const [key, entry] of this.tables) {
      if (!entry.counted.has(event.id)) continue;
      if (entry.counted.get(event.id) !== now) {
        this.generation += 1;
        this.tables.delete(key);
        this.pending.delete(key);
      }
    }
  }
}

const stores = new WeakMap<Kysely<DB>, StandingsStore>();

/** One store per database handle (per API instance), so two apps in one process never mix tables. */
function storeOf(db: Kysely<DB>): StandingsStore {
  let store = stores.get(db);
  if (!store) {
    store = new StandingsStore(db);
    stores.set(db, store);
  }
  return store;
}

export function clearStandingsCache(db: Kysely<DB>): void {
  storeOf(db).clear();
}

export function onLiveEventForStandings(db: Kysely<DB>, event: SportingEvent): void {
  storeOf(db).onLiveEvent(event);
}

export async function getStandings(
  db: Kysely<DB>,
  leagueId: string,
  seasonId: string | undefined,
  now: Date,
  simulate: boolean,
): Promise<StandingsResponse> {
  return storeOf(db).table(leagueId, seasonId, now, simulate);
}

async function computeTable(
  db: Kysely<DB>,
  league: Profile,
  season: SeasonRow,
  now: Date,
  simulate: boolean,
): Promise<TableEntry> {
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
  if (inTable.length === 0) {
    throw new ApiHttpError(
      'STANDINGS_NOT_AVAILABLE',
      `${league.name} has no table for season ${season.season}.`,
    );
  }
  const teamInfo = new Map(teams.map((team) => [team.team_id, team]));
  const playedInTable = new Set(inTable.flatMap((row) => [row.home_id, row.away_id]));

  const at = now.getTime();
  let validFrom = -Infinity;
  let validUntil = Infinity;
  const counted = new Map<string, string | null>();
  const results: (MatchResult & { group: number | null })[] = [];
  for (const row of inTable) {
    const override =
      row.o_status !== null && row.o_home !== null && row.o_away !== null
        ? {
            status: row.o_status,
            period: row.o_period,
            minute: row.o_minute,
            home_score: row.o_home,
            away_score: row.o_away,
          }
        : null;
    if (simulate && override === null) {
      const final = finalFrom(row).getTime();
      if (final <= at) validFrom = Math.max(validFrom, final);
      else validUntil = Math.min(validUntil, final);
    }
    const state = applyOverride(simulateEvent(row, now, simulate), override);
    const done = state.status === 'final' || state.status === 'walkover';
    if (!done || state.home === null || state.away === null) {
      counted.set(row.id, null);
      continue;
    }
    counted.set(row.id, `${state.home}-${state.away}`);
    results.push({
      id: row.id,
      date: localDate(row.kickoff, season.timezone),
      home: row.home_id,
      away: row.away_id,
      homeGoals: state.home,
      awayGoals: state.away,
      group: row.group_no,
    });
  }

  const groupNumbers = [...new Set(inTable.map((row) => row.group_no))].sort((a, b) => (a ?? 0) - (b ?? 0));
  const rules = rulesOf(league.id, season.rules);
  const groups = groupNumbers.map((group) => {
    const teamIds = teams
      .filter((team) => playedInTable.has(team.team_id) && (group === null || team.group_no === group))
      .map((team) => team.team_id);
    const table = computeStandings(
      teamIds,
      results.filter((result) => result.group === group),
      rules,
    );
    return {
      name: group === null ? null : `Grupo ${group}`,
      rows: table.map((row) => {
        const team = teamInfo.get(row.teamId);
        return {
          position: row.position,
          team: {
            id: row.teamId,
            name: team?.name ?? row.teamId,
            short_name: team?.short_name ?? null,
            photo: { small: photoOf('teams', row.teamId) },
          },
          played: row.played,
          won: row.won,
          drawn: row.drawn,
          lost: row.lost,
          goals_for: row.goalsFor,
          goals_against: row.goalsAgainst,
          goal_difference: row.goalDifference,
          points: row.points,
          form: row.form,
        };
      }),
    };
  });
  return {
    value: {
      league,
      season: { id: season.id, name: season.name, season: season.season },
      rules,
      tiebreak: TIEBREAK_ORDER[rules].pt,
      groups,
    },
    validFrom,
    validUntil,
    counted,
  };
}
