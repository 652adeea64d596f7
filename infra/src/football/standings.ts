import type { FormResult, MatchResult, StandingRow, TiebreakRules } from './model';
import { ladderFor, rankTied } from './tiebreak';

/**
 * A short human description of the tiebreak order, in pt, en, es (used by the UI). It states each league's
 * regulation; where a criterion needs data we do not have (cards, fair play, play-off, lots),
 * computeStandings falls back to team id order instead.
 */
export const TIEBREAK_ORDER: Record<TiebreakRules, { pt: string; en: string; es: string }> = {
  brasileirao: {
    pt: 'Pontos, vitórias, saldo de gols, gols marcados, confronto direto (só entre dois clubes empatados), menos cartões vermelhos, menos cartões amarelos, sorteio.',
    en: 'Points, wins, goal difference, goals scored, head-to-head (only when exactly two clubs are level), fewest red cards, fewest yellow cards, drawing of lots.',
    es: 'Puntos, victorias, diferencia de goles, goles a favor, enfrentamiento directo (solo entre dos clubes empatados), menos tarjetas rojas, menos tarjetas amarillas, sorteo.',
  },
  'premier-league': {
    pt: 'Pontos, saldo de gols, gols marcados, pontos no confronto direto, gols como visitante no confronto direto, jogo-desempate.',
    en: 'Points, goal difference, goals scored, head-to-head points, away goals in head-to-head matches, play-off.',
    es: 'Puntos, diferencia de goles, goles a favor, puntos en el enfrentamiento directo, goles como visitante en el enfrentamiento directo, partido de desempate.',
  },
  'la-liga': {
    pt: 'Pontos, pontos nos confrontos diretos entre os empatados, saldo de gols nesses confrontos, saldo de gols geral, gols marcados, fair play.',
    en: 'Points, head-to-head points among the tied clubs, head-to-head goal difference, overall goal difference, goals scored, fair play.',
    es: 'Puntos, puntos en los enfrentamientos directos entre los empatados, diferencia de goles en esos enfrentamientos, diferencia de goles general, goles a favor, juego limpio.',
  },
  'uefa-league-phase': {
    pt: 'Pontos, saldo de gols, gols marcados, gols marcados fora de casa, vitórias, vitórias fora de casa, pontos somados pelos adversários da fase de liga, saldo de gols dos adversários, gols marcados pelos adversários, menos pontos disciplinares, coeficiente do clube.',
    en: 'Points, goal difference, goals scored, away goals scored, wins, away wins, points obtained collectively by league-phase opponents, opponents’ collective goal difference, goals scored collectively by opponents, fewer disciplinary points, club coefficient.',
    es: 'Puntos, diferencia de goles, goles a favor, goles a favor como visitante, victorias, victorias como visitante, puntos obtenidos en conjunto por los rivales de la fase liga, diferencia de goles de los rivales, goles a favor de los rivales, menos puntos disciplinarios, coeficiente del club.',
  },
  'conmebol-group': {
    pt: 'Pontos, saldo de gols, gols marcados, gols marcados como visitante, menos cartões vermelhos, menos cartões amarelos, sorteio.',
    en: 'Points, goal difference, goals scored, away goals scored, fewest red cards, fewest yellow cards, drawing of lots.',
    es: 'Puntos, diferencia de goles, goles a favor, goles a favor como visitante, menos tarjetas rojas, menos tarjetas amarillas, sorteo.',
  },
  default: {
    pt: 'Pontos, saldo de gols, gols marcados, ordem alfabética.',
    en: 'Points, goal difference, goals scored, alphabetical order.',
    es: 'Puntos, diferencia de goles, goles a favor, orden alfabético.',
  },
};

type Tally = Omit<StandingRow, 'position' | 'goalDifference' | 'form'> & {
  results: FormResult[];
  awayGoalsFor: number;
  awayWon: number;
};

const FORM_LENGTH = 5;

/** Scores arrive from JSON: null or undefined means the match has not been played. */
function isUnplayed(goals: number | null | undefined): boolean {
  return goals === null || goals === undefined;
}

function checkGoals(match: MatchResult): void {
  for (const goals of [match.homeGoals, match.awayGoals]) {
    if (!Number.isInteger(goals) || goals < 0) {
      throw new Error(`Match "${match.id}": goals must be non-negative integers, got ${String(goals)}`);
    }
  }
}

function emptyTally(teamId: string): Tally {
  return {
    teamId,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    points: 0,
    results: [],
    awayGoalsFor: 0,
    awayWon: 0,
  };
}

function record(tally: Tally, goalsFor: number, goalsAgainst: number): void {
  tally.played += 1;
  tally.goalsFor += goalsFor;
  tally.goalsAgainst += goalsAgainst;
  if (goalsFor > goalsAgainst) {
    tally.won += 1;
    tally.points += 3;
    tally.results.push('W');
  } else if (goalsFor === goalsAgainst) {
    tally.drawn += 1;
    tally.points += 1;
    tally.results.push('D');
  } else {
    tally.lost += 1;
    tally.results.push('L');
  }
}

/** Chronological, so form reads in the order the matches happened whatever order they were given in. */
const byDateThenId = (a: MatchResult, b: MatchResult): number =>
  a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

/**
 * The league table for the played matches (3 points a win, 1 a draw), ordered by the tiebreak rules of the
 * league. Unplayed matches (null scores) are ignored; clubs with no match appear with zeros. Throws on a
 * duplicate club, a match naming a club not in teamIds, or impossible goals: those are bugs upstream,
 * not results to hide.
 */
export function computeStandings(
  teamIds: readonly string[],
  matches: readonly MatchResult[],
  rules: TiebreakRules,
): StandingRow[] {
  const tallies = new Map<string, Tally>();
  for (const teamId of teamIds) {
    if (tallies.has(teamId)) throw new Error(`Team "${teamId}" is listed twice`);
    tallies.set(teamId, emptyTally(teamId));
  }

  const played = matches.filter((match) => !isUnplayed(match.homeGoals) && !isUnplayed(match.awayGoals));
  const chronological = [...played].sort(byDateThenId);
  for (const match of chronological) {
    checkGoals(match);
    const home = tallies.get(match.home);
    const away = tallies.get(match.away);
    if (home === undefined || away === undefined) {
      const unknown = home === undefined ? match.home : match.away;
      throw new Error(`Match "${match.id}" refers to team "${unknown}", which is not in the team list`);
    }
    if (home === away) throw new Error(`Match "${match.id}": a team cannot play itself`);
    record(home, match.homeGoals, match.awayGoals);
    record(away, match.awayGoals, match.homeGoals);
    away.awayGoalsFor += match.awayGoals;
    if (match.awayGoals > match.homeGoals) away.awayWon += 1;
  }

  const ordered = rankTied([...tallies.values()], ladderFor(rules, chronological));
  return ordered.map(({ results, awayGoalsFor: _ag, awayWon: _aw, ...totals }, index): StandingRow => ({
    ...totals,
    position: index + 1,
    goalDifference: totals.goalsFor - totals.goalsAgainst,
    form: results.slice(-FORM_LENGTH),
  }));
}
