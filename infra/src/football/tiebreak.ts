import type { MatchResult, TiebreakRules } from './model';

/** Season totals of one club: everything the overall criteria read. */
export interface TeamRecord {
  teamId: string;
  won: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  /** Goals scored in away matches. */
  awayGoalsFor: number;
  /** Away matches won. */
  awayWon: number;
}

/** Given the clubs still level, a criterion scores each of them; a higher score ranks first. */
type Criterion = (tied: readonly TeamRecord[]) => (team: TeamRecord) => number;

interface Ladder {
  criteria: readonly Criterion[];
  /**
   * Whether every still-tied sub-group starts again from the first criterion after a split. LaLiga needs it
   * because its head-to-head criteria depend on exactly which clubs are level; the other leagues apply
   * their criteria once, in order.
   */
  restartOnSplit: boolean;
}

const overall =
  (score: (team: TeamRecord) => number): Criterion =>
  () =>
    score;
const points = overall((team) => team.points);
const wins = overall((team) => team.won);
const goalDifference = overall((team) => team.goalsFor - team.goalsAgainst);
const goalsScored = overall((team) => team.goalsFor);
const awayGoalsScored = overall((team) => team.awayGoalsFor);
const awayWins = overall((team) => team.awayWon);

interface OpponentTotals {
  points: number;
  goalDifference: number;
  goalsFor: number;
}

/**
 * UEFA league phase (Champions League regulations 2024-25, league-phase tiebreakers g-i): the points, goal difference and goals that a
 * club's league-phase opponents obtained collectively, over all their league-phase matches. An opponent
 * met twice counts twice.
 */
function opponentTotals(matches: readonly MatchResult[]): Map<string, OpponentTotals> {
  const own = new Map<string, OpponentTotals>();
  const opponents = new Map<string, string[]>();
  const add = (team: string, opponent: string, goalsFor: number, goalsAgainst: number): void => {
    const row = own.get(team) ?? { points: 0, goalDifference: 0, goalsFor: 0 };
    row.goalsFor += goalsFor;
    row.goalDifference += goalsFor - goalsAgainst;
    row.points += goalsFor > goalsAgainst ? 3 : goalsFor === goalsAgainst ? 1 : 0;
    own.set(team, row);
    opponents.set(team, [...(opponents.get(team) ?? []), opponent]);
  };
  for (const match of matches) {
    add(match.home, match.away, match.homeGoals, match.awayGoals);
    add(match.away, match.home, match.awayGoals, match.homeGoals);
  }
  const totals = new Map<string, OpponentTotals>();
  for (const [team, list] of opponents) {
    const sum = { points: 0, goalDifference: 0, goalsFor: 0 };
    for (const opponent of list) {
      const row = own.get(opponent);
      if (row === undefined) continue;
      sum.points += row.points;
      sum.goalDifference += row.goalDifference;
      sum.goalsFor += row.goalsFor;
    }
    totals.set(team, sum);
  }
  return totals;
}

function opponents(matches: readonly MatchResult[], field: keyof OpponentTotals): Criterion {
  let totals: Map<string, OpponentTotals> | undefined;
  return () => {
    totals ??= opponentTotals(matches);
    const computed = totals;
    return (team) => computed.get(team.teamId)?.[field] ?? 0;
  };
}

interface MiniLeagueRow {
  points: number;
  goalDifference: number;
  awayGoals: number;
}

/** The table of the matches played between the tied clubs only, as if the others had not taken part. */
function miniLeague(
  matches: readonly MatchResult[],
  tied: readonly TeamRecord[],
): Map<string, MiniLeagueRow> {
  const rows = new Map<string, MiniLeagueRow>(
    tied.map((team) => [team.teamId, { points: 0, goalDifference: 0, awayGoals: 0 }]),
  );
  for (const match of matches) {
    const home = rows.get(match.home);
    const away = rows.get(match.away);
    if (home === undefined || away === undefined) continue;
    const diff = match.homeGoals - match.awayGoals;
    home.goalDifference += diff;
    away.goalDifference -= diff;
    away.awayGoals += match.awayGoals;
    if (diff > 0) home.points += 3;
    else if (diff < 0) away.points += 3;
    else {
      home.points += 1;
      away.points += 1;
    }
  }
  return rows;
}

/** True when each tied club has hosted each other tied club, i.e. the double round robin among them is over. */
function miniLeagueComplete(matches: readonly MatchResult[], tied: readonly TeamRecord[]): boolean {
  const played = new Set(matches.map((match) => `${match.home}\u0000${match.away}`));
  return tied.every((home) =>
    tied.every((away) => home === away || played.has(`${home.teamId}\u0000${away.teamId}`)),
  );
}

interface HeadToHeadOptions {
  /** Brasileirão: head-to-head only decides when exactly two clubs are level. */
  onlyForTwo?: boolean;
  /** LaLiga: head-to-head only counts once all the matches between the tied clubs have been played. */
  onlyWhenComplete?: boolean;
}

function headToHead(
  matches: readonly MatchResult[],
  field: keyof MiniLeagueRow,
  options: HeadToHeadOptions = {},
): Criterion {
  return (tied) => {
    const skip =
      (options.onlyForTwo === true && tied.length !== 2) ||
      (options.onlyWhenComplete === true && !miniLeagueComplete(matches, tied));
    if (skip) return () => 0;
    const rows = miniLeague(matches, tied);
    return (team) => rows.get(team.teamId)?.[field] ?? 0;
  };
}

/**
 * The order of each league's regulation. Every ladder ends, when all its criteria are exhausted, in team id
 * order: the remaining real criteria (cards, fair play, a play-off, drawing lots) need data we do not have,
 * and a deterministic order keeps tables stable between renders.
 */
export function ladderFor(rules: TiebreakRules, matches: readonly MatchResult[]): Ladder {
  switch (rules) {
    case 'brasileirao':
      // CBF Regulamento Específico da Competição, Série A. Head-to-head ("confronto direto") is read as the
      // points of the two meetings; the criteria after it (red cards, yellow cards, lots) need data we lack.
      return {
        criteria: [
          points,
          wins,
          goalDifference,
          goalsScored,
          headToHead(matches, 'points', { onlyForTwo: true }),
        ],
        restartOnSplit: false,
      };
    case 'premier-league':
      // Premier League Handbook 2024/25, rule C.17: head-to-head points, then away goals in those matches,
      // then a play-off. With more than two clubs level, both are read from the mini-league of the tied clubs.
      return {
        criteria: [
          points,
          goalDifference,
          goalsScored,
          headToHead(matches, 'points'),
          headToHead(matches, 'awayGoals'),
        ],
        restartOnSplit: false,
      };
    case 'la-liga': {
      // RFEF Reglamento General, art. 201: for two clubs the aggregate of their two matches (the same order
      // as mini-league points then goal difference), for more the mini-league; then overall goal difference
      // and goals scored; then fair play. Until all the matches between the tied clubs are played, the
      // head-to-head criteria are skipped (RFEF applies overall goal difference then, as LaLiga's tables do).
      // Any split sends each still-level part back to the head-to-head criteria among exactly its clubs.
      const complete = { onlyWhenComplete: true };
      return {
        criteria: [
          points,
          headToHead(matches, 'points', complete),
          headToHead(matches, 'goalDifference', complete),
          goalDifference,
          goalsScored,
        ],
        restartOnSplit: true,
      };
    }
    case 'uefa-league-phase':
      // UEFA Champions League regulations 2024-25, league-phase ranking: then fewer disciplinary
      // points and the club coefficient, which need data we do not have.
      return {
        criteria: [
          points,
          goalDifference,
          goalsScored,
          awayGoalsScored,
          wins,
          awayWins,
          opponents(matches, 'points'),
          opponents(matches, 'goalDifference'),
          opponents(matches, 'goalsFor'),
        ],
        restartOnSplit: false,
      };
    case 'conmebol-group':
      // CONMEBOL Libertadores regulations (group stage): no head-to-head; after away goals come red cards,
      // yellow cards and lots, which need data we do not have.
      return {
        criteria: [points, goalDifference, goalsScored, awayGoalsScored],
        restartOnSplit: false,
      };
    case 'default':
      return { criteria: [points, goalDifference, goalsScored], restartOnSplit: false };
  }
}

const byTeamId = (a: TeamRecord, b: TeamRecord): number =>
  a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0;

/** Splits the clubs into groups of equal score, best score first. */
function splitByScore<T extends TeamRecord>(tied: readonly T[], score: (team: TeamRecord) => number): T[][] {
  const groups = new Map<number, T[]>();
  for (const team of tied) {
    const value = score(team);
    groups.set(value, [...(groups.get(value) ?? []), team]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([, group]) => group);
}

/**
 * Orders clubs that are level on every criterion before `from`. A criterion that splits the group hands each
 * part on (from the first criterion again when the ladder restarts), so a head-to-head criterion always sees
 * exactly the clubs still level. Each part is strictly smaller than the group, so the recursion ends.
 */
export function rankTied<T extends TeamRecord>(tied: readonly T[], ladder: Ladder, from = 0): T[] {
  if (tied.length < 2) return [...tied];
  for (let index = from; index < ladder.criteria.length; index++) {
    const criterion = ladder.criteria[index];
    if (criterion === undefined) break;
    const groups = splitByScore(tied, criterion(tied));
    if (groups.length > 1) {
      const next = ladder.restartOnSplit ? 0 : index + 1;
      return groups.flatMap((group) => rankTied(group, ladder, next));
    }
  }
  return [...tied].sort(byTeamId);
}
