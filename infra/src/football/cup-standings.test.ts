import { readFileSync } from 'node:fs';
import path from 'node:path';
import { computeStandings } from './standings';
import type { MatchResult, StandingRow, TiebreakRules } from './model';
import { toMatchResults } from './openfootball';

let nextId = 0;
function match(home: string, homeGoals: number, awayGoals: number, away: string): MatchResult {
  nextId += 1;
  return {
    id: `c${nextId}`,
    date: `2024-02-${String(nextId).padStart(2, '0')}`,
    home,
    away,
    homeGoals,
    awayGoals,
  };
}

const order = (teams: readonly string[], matches: readonly MatchResult[], rules: TiebreakRules): string[] =>
  computeStandings(teams, matches, rules).map((row) => row.teamId);

describe('computeStandings: conmebol-group', () => {
  it('ranks away goals after goals scored, with no head-to-head', () => {
    // a and b: 4 points, goal difference 0, 2 goals each; a played at home only, b away only.
    // Their meeting (a 1-0 b) is ignored: CONMEBOL group tables have no head-to-head criterion.
    const matches = [
      match('a', 1, 0, 'b'),
      match('a', 1, 1, 'p'),
      match('a', 0, 1, 'q'),
      match('p', 1, 1, 'b'),
      match('q', 0, 1, 'b'),
    ];
    const teams = ['a', 'b', 'p', 'q'];

    const conmebol = order(teams, matches, 'conmebol-group');

    expect(conmebol.indexOf('b')).toBeLessThan(conmebol.indexOf('a'));
    expect(order(teams, matches, 'default').indexOf('a')).toBeLessThan(
      order(teams, matches, 'default').indexOf('b'),
    );
  });
});

describe('computeStandings: uefa-league-phase', () => {
  it('ranks away wins once points, goals, away goals and wins are level', () => {
    // a and b: 5 points, goal difference +1, 3 goals, 1 away goal and 1 win each; b won away, a at home.
    const matches = [
      match('a', 2, 1, 'p'),
      match('q', 1, 1, 'a'),
      match('a', 0, 0, 'r'),
      match('b', 1, 1, 'p'),
      match('q', 0, 1, 'b'),
      match('b', 1, 1, 'r'),
    ];
    const teams = ['a', 'b', 'p', 'q', 'r'];

    const rows = computeStandings(teams, matches, 'uefa-league-phase');
    const a = rows.find((row) => row.teamId === 'a');
    const b = rows.find((row) => row.teamId === 'b');
    expect([a?.points, a?.goalDifference, a?.goalsFor, a?.won]).toEqual([
      b?.points,
      b?.goalDifference,
      b?.goalsFor,
      b?.won,
    ]);

    expect(rows.map((row) => row.teamId).indexOf('b')).toBeLessThan(
      rows.map((row) => row.teamId).indexOf('a'),
    );
  });

  it('then compares the points the opponents obtained collectively', () => {
    // a and b: one 1-0 home win each, nothing else; a beat x, who then beat y; b beat y.
    const matches = [match('a', 1, 0, 'x'), match('b', 1, 0, 'y'), match('x', 1, 0, 'y')];

    expect(order(['b', 'a', 'x', 'y'], matches, 'uefa-league-phase').slice(0, 2)).toEqual(['a', 'b']);
    expect(order(['b', 'a', 'x', 'y'], matches, 'default').slice(0, 2)).toEqual(['a', 'b']);
    // The same with ids swapped, so the team-id fallback cannot be what decides.
    const swapped = [match('b', 1, 0, 'x'), match('a', 1, 0, 'y'), match('x', 1, 0, 'y')];
    expect(order(['a', 'b', 'x', 'y'], swapped, 'uefa-league-phase').slice(0, 2)).toEqual(['b', 'a']);
  });
});

// /work/main is the repository; the shared data sits beside it (in CI too).
const dataDir = path.resolve(__dirname, '../../../../shared/data/football');

interface CupFile {
  teams: { id: string }[];
  matches: { stage?: string; group_derived?: number; home: string; away: string }[];
}

/** The tables of one cup stage: one per derived group (or one without groups), from the real results. */
function stageTables(file: string, stage: string, rules: TiebreakRules): StandingRow[][] {
  const json = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as CupFile;
  const inStage = json.matches.filter((m) => m.stage === stage);
  const groups = [...new Set(inStage.map((m) => m.group_derived ?? 0))].sort((a, b) => a - b);
  return groups.map((group) => {
    const matches = inStage.filter((m) => (m.group_derived ?? 0) === group);
    const { matches: results } = toMatchResults({ ...json, matches });
    const teams = [...new Set(matches.flatMap((m) => [m.home, m.away]))];
    return computeStandings(teams, results, rules);
  });
}

/**
 * UEFA Champions League 2024-25, league phase: the final table as UEFA published it (36 clubs,
 * 8 matches each). Every position is reproduced from the results; the comments name the criterion
 * that decides each run of clubs level on points.
 */
describe('UEFA Champions League 2024-25 league phase', () => {
  const [table = []] = stageTables('uefa_champions_league_2024-25.json', 'Fase de liga', 'uefa-league-phase');

  it('reproduces the final table, all 36 positions', () => {
    expect(table.map((row) => [row.teamId, row.points])).toEqual([
      ['liverpool', 21],
      ['barcelona', 19], // Goal difference: Barcelona +15, Arsenal +13, Inter +10.
      ['arsenal', 19],
      ['fc-internazionale-milano', 19],
      ['atletico-madrid', 18],
      ['bayer-04-leverkusen', 16], // Goal difference +8, then Lille and Villa (+7) on goals scored 17 v 13.
      ['lille-osc', 16],
      ['aston-villa', 16],
      ['atalanta-bc', 15], // Goal difference +14, Dortmund +10, then Real Madrid, Bayern (+8), Milan (+3).
      ['borussia-dortmund', 15],
      ['real-madrid', 15], // Level with Bayern on goal difference, goals (20), away goals (6) and wins (5):
      ['fc-bayern-munchen', 15], // Real Madrid won two away matches, Bayern one.
      ['ac-milan', 15],
      ['psv', 14],
      ['paris-saint-germain-fc', 13], // Goal difference: +5, +4, 0, -1, -3.
      ['sport-lisboa-e-benfica', 13],
      ['as-monaco-fc', 13],
      ['stade-brestois-29', 13],
      ['feyenoord-rotterdam', 13],
      ['juventus-fc', 12], // Goal difference +2 v -1.
      ['celtic-fc', 12],
      ['man-city', 11], // Goal difference: +4, +1, -4, -7.
      ['sporting-clube-de-portugal', 11],
      ['club-brugge-kv', 11],
      ['gnk-dinamo-zagreb', 11],
      ['vfb-stuttgart', 10],
      ['fk-shakhtar-donetsk', 7],
      ['bologna-fc-1909', 6], // Goal difference -5, then Crvena zvezda and Sturm (-9) on goals 13 v 5.
      ['fk-crvena-zvezda', 6],
      ['sk-sturm-graz', 6],
      ['ac-sparta-praha', 4],
      ['rb-leipzig', 3], // Goal difference: -7, -8, -22.
      ['girona', 3],
      ['fc-red-bull-salzburg', 3],
      ['sk-slovan-bratislava', 0], // Goal difference -20 v -21.
      ['bsc-young-boys', 0],
    ]);
    expect(table[0]).toMatchObject({ won: 7, drawn: 0, lost: 1, goalsFor: 17, goalsAgainst: 5 });
  });

  it('needs the away-wins criterion: without it Bayern would be 11th', () => {
    const [plain = []] = stageTables('uefa_champions_league_2024-25.json', 'Fase de liga', 'default');
    const ids = plain.map((row) => row.teamId);

    expect(ids.indexOf('fc-bayern-munchen')).toBeLessThan(ids.indexOf('real-madrid'));
  });
});

/**
 * Copa Libertadores group stages: group winners and runners-up as they really finished (the data
 * numbers the groups 1-8 in its own order, not CONMEBOL's letters A-H; the letter is in the comment).
 */
describe('Copa Libertadores group stage', () => {
  const topTwo = (file: string): string[][] =>
    stageTables(file, 'Fase de grupos', 'conmebol-group').map((rows) =>
      rows.slice(0, 2).map((row) => row.teamId),
    );

  it('2024: every group winner and runner-up', () => {
    expect(topTwo('copa_libertadores_2024.json')).toEqual([
      ['sao-paulo', 'ca-talleres'], // B: level on 13 points, goal difference +7 v +4.
      ['club-bolivar', 'flamengo'], // E
      ['club-the-strongest', 'gremio'], // C: 10 points and +2 each, goals 8 v 7.
      ['ca-river-plate', 'club-nacional-de-football'], // H
      ['cdp-junior-fc', 'botafogo'], // D: 10 points each, goal difference +3 v +1.
      ['fluminense', 'csd-colo-colo'], // A: Colo-Colo and Cerro Porteño level on 6 points, 4-5; away goals.
      ['palmeiras', 'ca-san-lorenzo-de-almagro'], // F
      ['atletico-mg', 'ca-penarol'], // G
    ]);
  });

  it('2024: Colo-Colo is second only by away goals (a plain sort puts Cerro Porteño second)', () => {
    const plain = stageTables('copa_libertadores_2024.json', 'Fase de grupos', 'default');
    expect(plain[5]?.slice(0, 2).map((row) => row.teamId)).toEqual(['fluminense', 'club-cerro-porteno']);
  });

  it('2025: every group winner and runner-up', () => {
    expect(topTwo('copa_libertadores_2025.json')).toEqual([
      ['estudiantes-de-la-plata', 'botafogo'], // A: 12 points each, goal difference +6 v +3.
      ['palmeiras', 'club-cerro-porteno'], // G
      ['racing-club', 'fortaleza'], // E: includes Colo-Colo 0-3 Fortaleza as awarded by CONMEBOL.
      ['ca-river-plate', 'club-universitario-de-deportes'], // B: Universitario and IDV on 8; +0 v -3.
      ['sao-paulo', 'club-libertad-asuncion'], // D
      ['ca-velez-sarsfield', 'ca-penarol'], // H: 11 points each, goal difference +7 v +5.
      ['internacional', 'cdc-atletico-nacional'], // F
      ['ldu-de-quito', 'flamengo'], // C: LDU, Flamengo, Central Córdoba on 11; +4, +3, 0.
    ]);
  });
});
