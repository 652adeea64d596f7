/**
 * League tables as of now: the finished (replayed) matches of a season's table stage, ranked by
 * the pure computeStandings() of src/sports/standings.ts with the league's tiebreak rules. League
 * formats get one table; cups only their league phase (Champions League) or groups (Libertadores);
 * knockout rounds have none.
 */
import type { Kysely } from 'kysely';
import { TABLE_STAGES } from '../../db/seed/leagues';
import type { DB } from '../../db/types';
import {
  computeStandings,
  TIEBREAK_ORDER,
  type MatchResult,
  type TiebreakRules,
} from '../../sports/standings';
import type { Profile, StandingsResponse } from 'shared-contracts';
import { ApiHttpError } from '../errors';
import { findProfile, photoOf } from '../profiles';
import { eventsBase, liveStateOf, selectEventRows } from './events';
import { localDate } from './time';

const RULES: readonly TiebreakRules[] = ['brasileirao', 'premier-league', 'la-liga', 'default'];
const isRules = (value: string): value is TiebreakRules => (RULES as readonly string[]).includes(value);

export interface SeasonRow {
  id: string;
  name: string;
  season: string;
  format: 'league' | 'cup';
  rules: string;
  timezone: string;
}

/** The league's seasons, oldest first; the default is the latest one that has started. */
export async function seasonsOf(db: Kysely<DB>, leagueId: string, now: Date) {
  const seasons = await db
    .selectFrom('seasons')
    .leftJoin('sporting_events', 'sporting_events.season_id', 'seasons.id')
    .select([
      'seasons.id',
      'seasons.name',
      'seasons.season',
      'seasons.format',
      'seasons.rules',
      'seasons.timezone',
    ])
    .select((eb) => eb.fn.min('sporting_events.kickoff').as('starts'))
    .where('seasons.league_id', '=', leagueId)
    .groupBy([
      'seasons.id',
      'seasons.name',
      'seasons.season',
      'seasons.format',
      'seasons.rules',
      'seasons.timezone',
    ])
    .orderBy('starts')
    .execute();
  const started = seasons.filter((season) => season.starts !== null && season.starts <= now);
  return { seasons, current: started.at(-1) ?? seasons[0] };
}

export async function pickSeason(db: Kysely<DB>, leagueId: string, seasonId: string | undefined, now: Date) {
  const league = await findProfile(db, 'leagues', leagueId);
  if (!league) throw new ApiHttpError('LEAGUE_NOT_FOUND', `No league "${leagueId}".`);
  const { seasons, current } = await seasonsOf(db, leagueId, now);
  const season = seasonId === undefined ? current : seasons.find((candidate) => candidate.id === seasonId);
  if (!season) throw new ApiHttpError('NOT_FOUND', `League "${leagueId}" has no season "${seasonId ?? ''}".`);
  return { league, season, seasons };
}

/**
 * Tables change only when a match ends, so one is reused for 30 s of the API clock; a score
 * override (test hook) clears the cache at once.
 */
const CACHE_TTL_MS = 30_000;
const cache = new Map<string, { at: number; value: StandingsResponse }>();

export function clearStandingsCache(): void {
  cache.clear();
}

export async function getStandings(
  db: Kysely<DB>,
  leagueId: string,
  seasonId: string | undefined,
  now: Date,
  simulate: boolean,
): Promise<StandingsResponse> {
  const { league, season } = await pickSeason(db, leagueId, seasonId, now);
  const key = `${season.id}|${simulate}`;
  const hit = cache.get(key);
  if (hit && Math.abs(now.getTime() - hit.at) < CACHE_TTL_MS) return hit.value;
  const value = await computeTable(db, league, season, now, simulate);
  cache.set(key, { at: now.getTime(), value });
  return value;
}

async function computeTable(
  db: Kysely<DB>,
  league: Profile,
  season: SeasonRow,
  now: Date,
  simulate: boolean,
): Promise<StandingsResponse> {
  const rows = await selectEventRows(
    eventsBase(db).where('sporting_events.season_id', '=', season.id),
  ).execute();
  const inTable = rows.filter((row) => season.format === 'league' || TABLE_STAGES.has(row.stage ?? ''));
  if (inTable.length === 0) {
    throw new ApiHttpError(
      'STANDINGS_NOT_AVAILABLE',
      `${league.name} has no table for season ${season.season}.`,
    );
  }
  const teams = await db
    .selectFrom('season_teams')
    .innerJoin('profiles', (join) =>
      join.onRef('profiles.id', '=', 'season_teams.team_id').on('profiles.context', '=', 'teams'),
    )
    .select(['season_teams.team_id', 'season_teams.group_no', 'profiles.name', 'profiles.short_name'])
    .where('season_teams.season_id', '=', season.id)
    .execute();
  const teamInfo = new Map(teams.map((team) => [team.team_id, team]));
  const playedInTable = new Set(inTable.flatMap((row) => [row.home_id, row.away_id]));

  const results: (MatchResult & { group: number | null })[] = [];
  for (const row of inTable) {
    const state = liveStateOf(row, now, simulate);
    if (
      (state.status !== 'final' && state.status !== 'walkover') ||
      state.home === null ||
      state.away === null
    )
      continue;
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
  const rules = isRules(season.rules) ? season.rules : 'default';
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
    league,
    season: { id: season.id, name: season.name, season: season.season },
    rules,
    tiebreak: TIEBREAK_ORDER[rules].pt,
    groups,
  };
}
