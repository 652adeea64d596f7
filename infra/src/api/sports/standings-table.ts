/**
 * A league table as of now: the finished (replayed) matches of a season's table stage, ranked by
 * computeStandings() (src/football/standings.ts) with the competition's tiebreak rules. League
 * formats get one table; cups only their league phase (Champions League, one table) or group stage
 * (Libertadores, one table per group). Pure: the rows come from queries.ts, the live state from
 * live/simulator.ts. Each table says for which instants it stays right (standings-store.ts keeps it
 * that long).
 */
import type { Profile, StandingsResponse } from 'shared-contracts';
import { isTiebreakRules, type MatchResult, type TiebreakRules } from '../../football/model';
import { computeStandings, TIEBREAK_ORDER } from '../../football/standings';
import { photoOf } from '../content/profile';
import { localDate } from '../time';
import { applyOverride, finalFrom, simulateEvent } from './live/simulator';
import type { SeasonRow, TableMatchRow, TableTeamRow } from './model';

/**
 * Cup table stages and their regulation. The seed stores 'default' for cups (src/football/leagues.ts),
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

export interface StandingsTable {
  readonly value: StandingsResponse;
  /** The table is right for instants in [validFrom, validUntil). */
  readonly validFrom: number;
  readonly validUntil: number;
  /** Every match of the table stage and the result it counted with ("h-a"), or null if none. */
  readonly counted: ReadonlyMap<string, string | null>;
}

/**
 * The table of a season's table-stage matches at `now`, or undefined when the season has none
 * (a knockout-only season). A table only changes when one of its matches gets or loses a result;
 * the replay is a pure function of the clock, so the table is right from the last final whistle
 * before now to the next one after (overridden matches do not move on their own).
 */
export function buildTable(
  league: Profile,
  season: SeasonRow,
  inTable: readonly TableMatchRow[],
  teams: readonly TableTeamRow[],
  now: Date,
  simulate: boolean,
): StandingsTable | undefined {
  if (inTable.length === 0) return undefined;
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
