/**
 * The shapes of the football rules: a played match, a table row and the tiebreak rule sets. Types
 * and the list of rule sets with its guard, so the rules (standings.ts, tiebreak.ts) and the data-file reader
 * (openfootball.ts) all depend on this file and never on each other's.
 */
export type TiebreakRules =
  'brasileirao' | 'premier-league' | 'la-liga' | 'uefa-league-phase' | 'conmebol-group' | 'default';

/** Every rule set, for validating a stored rules name. */
export const TIEBREAK_RULES: readonly TiebreakRules[] = [
  'brasileirao',
  'premier-league',
  'la-liga',
  'uefa-league-phase',
  'conmebol-group',
  'default',
];

export function isTiebreakRules(value: string): value is TiebreakRules {
  return (TIEBREAK_RULES as readonly string[]).includes(value);
}

export interface MatchResult {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
}

export type FormResult = 'W' | 'D' | 'L';

export interface StandingRow {
  position: number;
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first. */
  form: FormResult[];
}
