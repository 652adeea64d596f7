/** Test data of the standings pages: a 20-club Brasileirão table as the API sends it. */
import type { ApiResult } from 'shared-contracts';

const TEAMS = [
  'Flamengo',
  'Palmeiras',
  'Cruzeiro',
  'Mirassol',
  'Fluminense',
  'Botafogo',
  'Bahia',
  'São Paulo',
  'Grêmio',
  'Bragantino',
  'Atlético-MG',
  'Santos',
  'Corinthians',
  'Vasco',
  'Vitória',
  'Internacional',
  'Ceará',
  'Fortaleza',
  'Juventude',
  'Sport',
];

export function standingsBody(leagueId = 'brasileirao', groups: number | null = null) {
  const rows = TEAMS.map((name, i) => ({
    position: i + 1,
    team: { id: `team-${i + 1}`, name, short_name: null, photo: { small: null } },
    played: 38,
    won: 20 - i,
    drawn: 5,
    lost: 13 + i - 5,
    goals_for: 60 - i,
    goals_against: 30 + i,
    goal_difference: 30 - 2 * i,
    points: 79 - 3 * i,
    form: ['W', 'D', 'L', 'W', 'W'] as const,
  }));
  return {
    league: {
      id: leagueId,
      name: 'Brasileirão Série A',
      context: 'leagues',
      short_name: 'Brasileirão',
      location: 'Brasil',
      has_standings: true,
      common_name: null,
      photo: { small: null },
    },
    season: { id: 'brasileirao-serie-a-2025', name: 'Brasileirão Série A 2025', season: '2025' },
    rules: 'brasileirao',
    tiebreak: 'Pontos, vitórias, …',
    groups: groups === null ? [{ name: null, rows }] : [{ name: `Grupo ${groups}`, rows: [] }],
  };
}

export const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
export const notFound: ApiResult<unknown> = {
  ok: false,
  status: 404,
  code: 'LEAGUE_NOT_FOUND',
  message: 'No league',
};
