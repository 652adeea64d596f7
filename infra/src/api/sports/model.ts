/**
 * The shapes the sports domain passes between its queries and its pure logic: the rows it reads
 * (an event with its names, override and story; a season) and what a list or a stream filters by.
 * Types only, so every file of the domain may read them and none of them reads another for a type.
 */
import type { Selectable } from 'kysely';
import type { ProfileRef } from 'shared-contracts';
import type { SeasonsTable, SportingEventsTable } from '../../db/types';
import type { LiveOverride } from './live/simulator';

/** The match story of an event, as JSON built in SQL (published_at is an ISO string inside JSON). */
export interface StoryJson {
  id: string;
  name: string;
  published_at: string;
  vertical: string | null;
  publisher: string | null;
}

/** The columns of a match itself: who played, when, and its real result. */
type MatchColumn =
  | 'home_id'
  | 'away_id'
  | 'kickoff'
  | 'home_score'
  | 'away_score'
  | 'halftime_home'
  | 'halftime_away'
  | 'score90_home'
  | 'score90_away'
  | 'penalties_home'
  | 'penalties_away'
  | 'extra_time'
  | 'result_status';

/** One sporting event with what its JSON needs: team, league and season names, override, story. */
export type EventRow = Pick<
  Selectable<SportingEventsTable>,
  | 'id'
  | 'season_id'
  | 'league_id'
  | 'stage'
  | 'round_no'
  | 'round_name'
  | 'leg'
  | 'group_no'
  | MatchColumn
  | 'note'
> & {
  home_name: string;
  home_short_name: string | null;
  away_name: string;
  away_short_name: string | null;
  league_name: string;
  league_short_name: string | null;
  season_label: string;
  /** An event_live_overrides row (a score set by hand), as JSON. */
  override: LiveOverride | null;
  story: StoryJson | null;
};

/** A league season as the standings and calendar read it. */
export type SeasonRow = Pick<
  Selectable<SeasonsTable>,
  'id' | 'name' | 'season' | 'format' | 'rules' | 'timezone' | 'shift_days'
> & {
  /** Real first and last match days (YYYY-MM-DD, league time); shift_days moves them (live/anchor.ts). */
  first_date: string;
  last_date: string;
  /** The first (replayed) kick-off. */
  starts: Date | null;
};

export interface EventFilter {
  /** null: no profile filter; otherwise events of these leagues or teams only. */
  readonly profiles: readonly ProfileRef[] | null;
}

/**
 * What a `league` filter names. Leagues have ids of their own ('la-liga'); each season keeps the id
 * of its data file ('la-liga-2024-25', the openfootball league id), which older links carry. Either
 * form filters events: a season id to that season's games (the one the replay puts around today
 * for a league with a single season, live/anchor.ts).
 */
export interface LeagueScope {
  readonly leagueId: string;
  /** The season's label as events carry it (league.season), when the id names a season. */
  readonly season: string | null;
}

/** A match of a table stage with its manual override, if any (the `o_` columns). */
export type TableMatchRow = Pick<
  Selectable<SportingEventsTable>,
  'id' | 'stage' | 'group_no' | MatchColumn
> & {
  o_status: string | null;
  o_period: string | null;
  o_minute: number | null;
  o_home: number | null;
  o_away: number | null;
};

/** A club of a season, with its group and names. */
export interface TableTeamRow {
  team_id: string;
  group_no: number | null;
  name: string;
  short_name: string | null;
}
