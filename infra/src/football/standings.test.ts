import { readFileSync } from 'node:fs';
import path from 'node:path';
import { computeStandings, TIEBREAK_ORDER } from './standings';
import { type MatchResult, type StandingRow, type TiebreakRules, TIEBREAK_RULES } from './model';
import { toMatchResults } from './openfootball';

let nextId = 0;
/** A played match; dates default to an increasing sequence so the order of the calls is the order of play. */
function match(home: string, homeGoals: number, awayGoals: number, away: string, date?: string): MatchResult {
  nextId += 1;
  const day = String(nextId).padStart(2, '0');
  return { id: `m${nextId}`, date: date ?? `2024-01-${day}`, home, away, homeGoals, awayGoals };
}

function order(teamIds: readonly string[], matches: readonly MatchResult[], rules: TiebreakRules): string[] {
  return computeStandings(teamIds, matches, rules).map((row) => row.teamId);
}

describe('computeStandings: totals', () => {
  it('counts played, results, goals and 3/1/0 points for each club', () => {
    const rows = computeStandings(['a', 'b', 'c'], [match('a', 2, 0, 'b'), match('b', 1, 1, 'c')], 'default');

    const byTeam = new Map(rows.map((row) => [row.teamId, row]));
    expect(byTeam.get('a')).toEqual<StandingRow>({
      position: 1,
      teamId: 'a',
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      goalsFor: 2,
      goalsAgainst: 0,
      goalDifference: 2,
      points: 3,
      form: ['W'],
    });
    expect(byTeam.get('b')).toMatchObject({
      played: 2,
      won: 0,
      drawn: 1,
      lost: 1,
      goalDifference: -2,
      points: 1,
    });
    expect(byTeam.get('c')).toMatchObject({ played: 1, drawn: 1, goalsFor: 1, goalsAgainst: 1, points: 1 });
  });

  it('numbers positions 1..n and lists clubs with no match with zeros', () => {
    const rows = computeStandings(['idle', 'a', 'b'], [match('a', 1, 0, 'b')], 'default');

    expect(rows.map((row) => row.position)).toEqual([1, 2, 3]);
    expect(rows[1]).toMatchObject({ teamId: 'idle', played: 0, points: 0, goalDifference: 0, form: [] });
  });

  it('ignores matches whose scores are null (not played yet)', () => {
    // Scores can arrive as null from untyped JSON even though the type says number.
    const unplayed: MatchResult = JSON.parse(
      '{"id":"x","date":"2024-02-01","home":"a","away":"b","homeGoals":null,"awayGoals":null}',
    );

    const rows = computeStandings(['a', 'b'], [unplayed, match('b', 1, 0, 'a')], 'default');

    expect(rows.map((row) => [row.teamId, row.played])).toEqual([
      ['b', 1],
      ['a', 1],
    ]);
  });

  it('gives the last five results as form, oldest first, whatever the input order', () => {
    const results = [
      match('a', 1, 0, 'b', '2024-03-01'),
      match('a', 0, 0, 'b', '2024-03-02'),
      match('a', 0, 1, 'b', '2024-03-03'),
      match('a', 2, 0, 'b', '2024-03-04'),
      match('a', 2, 2, 'b', '2024-03-05'),
      match('a', 0, 3, 'b', '2024-03-06'),
    ];

    const rows = computeStandings(['a', 'b'], [...results].reverse(), 'default');

    expect(rows.find((row) => row.teamId === 'a')?.form).toEqual(['D', 'L', 'W', 'D', 'L']);
    expect(rows.find((row) => row.teamId === 'b')?.form).toEqual(['D', 'W', 'L', 'D', 'W']);
  });

  it('rejects a match naming a club that is not in the team list', () => {
    expect(() => computeStandings(['a'], [match('a', 1, 0, 'ghost')], 'default')).toThrow(/"ghost"/);
  });

  it('rejects a club listed twice', () => {
    expect(() => computeStandings(['a', 'a'], [], 'default')).toThrow(/listed twice/);
  });

  it('rejects impossible goals', () => {
    expect(() => computeStandings(['a', 'b'], [match('a', -1, 0, 'b')], 'default')).toThrow(/non-negative/);
  });
});

describe('computeStandings: default rules', () => {
  it('orders by points, goal difference, goals scored, then team id', () => {
    const matches = [
      match('a', 1, 0, 'x'),
      match('b', 2, 1, 'x'),
      match('c', 3, 1, 'x'),
      match('d', 1, 0, 'x'),
    ];

    expect(order(['x', 'd', 'c', 'b', 'a'], matches, 'default')).toEqual(['c', 'b', 'a', 'd', 'x']);
  });
});

/**
 * a and b end level on points (3), wins (1), goal difference (0) and goals (2); b won their only meeting.
 * p is a padding club that absorbs the other results.
 */
const levelPairBWonMeeting = (): MatchResult[] => [
  match('b', 1, 0, 'a'),
  match('a', 2, 1, 'p'),
  match('p', 2, 1, 'b'),
];

describe('computeStandings: brasileirao', () => {
  it('ranks wins above goal difference', () => {
    // a: one win and a heavy defeat; b: three goalless draws. Both have 3 points.
    const matches = [
      match('a', 1, 0, 'p'),
      match('q', 5, 0, 'a'),
      ...['p', 'q', 'r'].map((o) => match('b', 0, 0, o)),
    ];
    const teams = ['a', 'b', 'p', 'q', 'r'];

    const brasileirao = order(teams, matches, 'brasileirao');
    const plain = order(teams, matches, 'default');

    expect(brasileirao.indexOf('a')).toBeLessThan(brasileirao.indexOf('b'));
    expect(plain.indexOf('b')).toBeLessThan(plain.indexOf('a'));
  });

  it('settles two clubs level on everything by their head-to-head', () => {
    expect(order(['a', 'b', 'p'], levelPairBWonMeeting(), 'brasileirao')).toEqual(['p', 'b', 'a']);
  });

  it('skips head-to-head when three clubs are level, falling back to team id', () => {
    // c is level with a and b on points, wins, goal difference and goals, without meeting them.
    const matches = [...levelPairBWonMeeting(), match('c', 1, 0, 'p'), match('p', 2, 1, 'c')];

    expect(order(['a', 'b', 'c', 'p'], matches, 'brasileirao')).toEqual(['p', 'a', 'b', 'c']);
  });
});

describe('computeStandings: premier-league', () => {
  it('ranks goal difference above head-to-head', () => {
    // a beat b, but b has the better goal difference on the same points.
    const matches = [match('a', 1, 0, 'b'), match('b', 4, 0, 'p')];

    expect(order(['a', 'b', 'p'], matches, 'premier-league')).toEqual(['b', 'a', 'p']);
  });

  it('settles clubs level on points, goal difference and goals by head-to-head points', () => {
    expect(order(['a', 'b', 'p'], levelPairBWonMeeting(), 'premier-league')).toEqual(['p', 'b', 'a']);
  });

  it('then by away goals in the head-to-head matches', () => {
    // One win each, 2-2 on aggregate; b scored twice away, a once.
    const matches = [match('a', 1, 2, 'b'), match('b', 0, 1, 'a')];

    expect(order(['a', 'b'], matches, 'premier-league')).toEqual(['b', 'a']);
  });
});

describe('computeStandings: la-liga', () => {
  it('ranks two clubs level on points by head-to-head before overall goal difference', () => {
    // a took 4 points from b; b has the better overall goal difference.
    const matches = [match('a', 1, 0, 'b'), match('b', 0, 0, 'a'), match('b', 5, 0, 'p')];

    expect(order(['a', 'b', 'p'], matches, 'la-liga')).toEqual(['a', 'b', 'p']);
    expect(order(['a', 'b', 'p'], matches, 'default')).toEqual(['b', 'a', 'p']);
  });

  it('uses overall goal difference while the head-to-head matches are not all played', () => {
    const matches = [match('a', 1, 0, 'b'), match('b', 5, 0, 'p')];

    expect(order(['a', 'b', 'p'], matches, 'la-liga')).toEqual(['b', 'a', 'p']);
  });

  it('ranks three clubs level on points by their mini-league', () => {
    // Mini-league: b 7 points, c 5, a 4. Overall a has by far the best goal difference (a 9-0 win).
    const matches = [
      match('a', 1, 0, 'b'),
      match('b', 1, 0, 'a'),
      match('b', 1, 0, 'c'),
      match('c', 0, 0, 'b'),
      match('c', 2, 0, 'a'),
      match('a', 0, 0, 'c'),
      match('a', 9, 0, 'p'),
      match('c', 0, 0, 'p'),
      match('p', 0, 0, 'c'),
    ];
    const teams = ['a', 'b', 'c', 'p'];

    expect(computeStandings(teams, matches, 'la-liga').map((row) => [row.teamId, row.points])).toEqual([
      ['b', 7],
      ['c', 7],
      ['a', 7],
      ['p', 2],
    ]);
    expect(order(teams, matches, 'default')).toEqual(['a', 'b', 'c', 'p']);
  });

  it('re-evaluates a sub-group the mini-league leaves level from its own head-to-head', () => {
    // Mini-league of x, y, z: y 7 points (+9, from two 5-0 wins over x), z 7 points (+1), x 3 points.
    // y and z stay level on points; between the two of them z took 4 points to y's 1, so z ranks first,
    // although y has the better goal difference in the three-club mini-league.
    const matches = [
      match('z', 1, 0, 'y'),
      match('y', 0, 0, 'z'),
      match('y', 5, 0, 'x'),
      match('x', 0, 5, 'y'),
      match('z', 1, 0, 'x'),
      match('x', 1, 0, 'z'),
      match('x', 1, 0, 'p'),
      match('p', 0, 0, 'x'),
    ];

    const rows = computeStandings(['p', 'x', 'y', 'z'], matches, 'la-liga');

    expect(rows.map((row) => [row.teamId, row.points])).toEqual([
      ['z', 7],
      ['y', 7],
      ['x', 7],
      ['p', 1],
    ]);
  });

  it('starts again from head-to-head for clubs still level after overall goal difference splits a group', () => {
    // A cycle of 1-0 wins (a beat b twice, b beat c twice, c beat a twice) leaves the mini-league level.
    // Overall goal difference then puts a first; b and c stay level, and b beat c twice, so b ranks
    // above c although c scored more goals overall.
    const cycle = [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
    ].flatMap(([winner = '', loser = '']) => [match(winner, 1, 0, loser), match(loser, 0, 1, winner)]);
    const matches = [...cycle, match('a', 3, 0, 'p'), match('b', 1, 0, 'p'), match('c', 2, 1, 'p')];

    expect(order(['a', 'b', 'c', 'p'], matches, 'la-liga')).toEqual(['a', 'b', 'c', 'p']);
    expect(order(['a', 'b', 'c', 'p'], matches, 'default')).toEqual(['a', 'c', 'b', 'p']);
  });
});

describe('TIEBREAK_ORDER', () => {
  it('describes every rule set in pt, en and es', () => {
    for (const rule of TIEBREAK_RULES) {
      expect(Object.keys(TIEBREAK_ORDER[rule]).sort()).toEqual(['en', 'es', 'pt']);
      for (const text of Object.values(TIEBREAK_ORDER[rule])) expect(text.length).toBeGreaterThan(20);
    }
  });
});

// /work/main is the repository; the shared data sits beside it (in CI too).
const dataDir = path.resolve(__dirname, '../../../../shared/data/football');

function finalTable(file: string, rules: TiebreakRules): StandingRow[] {
  const { teamIds, matches } = toMatchResults(JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')));
  return computeStandings(teamIds, matches, rules);
}

const idsAndPoints = (rows: readonly StandingRow[]): [string, number][] =>
  rows.map((row) => [row.teamId, row.points]);

/**
 * The final tables as published by the leagues (CBF, Premier League, LaLiga). None of these seasons had a
 * points deduction, so no adjustment is applied: the order follows from the results and the tiebreakers.
 */
describe('computeStandings: real seasons', () => {
  it('reproduces the Brasileirão 2024 final table', () => {
    const rows = finalTable('brasileirao_2024.json', 'brasileirao');

    expect(idsAndPoints(rows)).toEqual([
      ['botafogo', 79],
      ['palmeiras', 73],
      ['flamengo', 70],
      ['fortaleza', 68],
      ['internacional', 65],
      ['sao-paulo', 59],
      ['corinthians', 56],
      ['bahia', 53],
      ['cruzeiro', 52],
      ['vasco', 50],
      ['vitoria', 47], // 13 wins to Atlético-MG's 11: wins come before goal difference (both -7).
      ['atletico-mg', 47],
      ['fluminense', 46],
      ['gremio', 45], // 12 wins to Juventude's 11.
      ['juventude', 45],
      ['bragantino', 44],
      ['athletico-pr', 42],
      ['criciuma', 38],
      ['atletico-go', 30], // 7 wins to Cuiabá's 6, although Cuiabá's goal difference is better (-20 v -29).
      ['cuiaba', 30],
    ]);
    expect(rows[0]).toMatchObject({ won: 23, drawn: 10, lost: 5, goalsFor: 59, goalsAgainst: 29 });
  });

  it('reproduces the Brasileirão 2025 final table', () => {
    const rows = finalTable('brasileirao_2025.json', 'brasileirao');

    expect(idsAndPoints(rows)).toEqual([
      ['flamengo', 79],
      ['palmeiras', 76],
      ['cruzeiro', 70],
      ['mirassol', 67],
      ['fluminense', 64],
      ['botafogo', 63],
      ['bahia', 60],
      ['sao-paulo', 51],
      ['gremio', 49],
      ['bragantino', 48], // 14 wins to Atlético-MG's 12.
      ['atletico-mg', 48],
      ['santos', 47], // Level with Corinthians on wins (12) and goal difference (-5); 45 goals to 42.
      ['corinthians', 47],
      ['vasco', 45], // 13 wins to Vitória's 11.
      ['vitoria', 45],
      ['internacional', 44],
      ['ceara', 43], // Level with Fortaleza on wins (11); goal difference -6 v -15.
      ['fortaleza', 43],
      ['juventude', 35],
      ['sport', 17],
    ]);
    expect(rows[0]).toMatchObject({ won: 23, drawn: 10, lost: 5, goalsFor: 78, goalsAgainst: 27 });
  });

  it('reproduces the Premier League 2024-25 final table', () => {
    const rows = finalTable('premier_league_2024-25.json', 'premier-league');

    expect(idsAndPoints(rows)).toEqual([
      ['liverpool', 84],
      ['arsenal', 74],
      ['man-city', 71],
      ['chelsea', 69],
      ['newcastle', 66], // Goal difference +21 v +7.
      ['aston-villa', 66],
      ['nottingham-forest', 65],
      ['brighton', 61],
      ['bournemouth', 56], // Goal difference +12 v +9, although Brentford won more and scored more.
      ['brentford', 56],
      ['fulham', 54],
      ['crystal-palace', 53],
      ['everton', 48],
      ['west-ham', 43],
      ['man-united', 42], // Goal difference -10 v -15, although Wolves won more.
      ['wolves', 42],
      ['tottenham', 38],
      ['leicester', 25],
      ['ipswich', 22],
      ['southampton', 12],
    ]);
    expect(rows[0]).toMatchObject({ won: 25, drawn: 9, lost: 4, goalsFor: 86, goalsAgainst: 41 });
  });

  it('reproduces the LaLiga 2024-25 final table', () => {
    const rows = finalTable('la_liga_2024-25.json', 'la-liga');

    expect(idsAndPoints(rows)).toEqual([
      ['barcelona', 88],
      ['real-madrid', 84],
      ['atletico-madrid', 76],
      ['athletic', 70], // Head-to-head 2-0, 0-0, although Villarreal won more matches (20 v 19).
      ['villarreal', 70],
      ['betis', 60],
      ['celta', 55],
      ['rayo-vallecano', 52], // Head-to-head 3-1, 1-1 over Osasuna (both -4 overall).
      ['osasuna', 52],
      ['mallorca', 48],
      ['real-sociedad', 46], // Head-to-head 3-0, 0-1, although Valencia's goal difference is better.
      ['valencia', 46],
      ['getafe', 42], // Mini-league of three: Getafe 9 pts, Espanyol 9, Alavés 0; Getafe ahead of Espanyol
      ['espanyol', 42], // on their own head-to-head (1-0 each), then overall goal difference -5 v -11.
      ['alaves', 42],
      ['girona', 41], // Head-to-head 2-0, 1-2, although Sevilla's goal difference is better.
      ['sevilla', 41],
      ['leganes', 40],
      ['las-palmas', 32],
      ['valladolid', 16],
    ]);
    expect(rows[0]).toMatchObject({ won: 28, drawn: 4, lost: 6, goalsFor: 102, goalsAgainst: 39 });
  });

  it('shows that a plain points/goal-difference sort gets the Brasileirão 2024 table wrong', () => {
    const ids = finalTable('brasileirao_2024.json', 'default').map((row) => row.teamId);

    expect(ids.slice(-2)).toEqual(['cuiaba', 'atletico-go']);
  });

  it('shows that a plain points/goal-difference sort gets the LaLiga 2024-25 table wrong', () => {
    const ids = finalTable('la_liga_2024-25.json', 'default').map((row) => row.teamId);

    expect(ids.indexOf('valencia')).toBeLessThan(ids.indexOf('real-sociedad'));
    expect(ids.indexOf('sevilla')).toBeLessThan(ids.indexOf('girona'));
  });
});
