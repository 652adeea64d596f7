/** Test-only data: sporting events that pass SportingEventSchema, and API pages of them. */
import type { ApiResult, SportingEvent } from 'shared-contracts';

const team = (id: string, name: string) => ({
  id,
  name,
  short_name: id.toUpperCase(),
  photo: { small: null },
});

export function game(
  id: string,
  league: string,
  status: Partial<SportingEvent['status']> & Pick<SportingEvent['status'], 'status'>,
  home: number | null = null,
  away: number | null = null,
): SportingEvent {
  const full = { period: null, minute: null, ...status };
  return {
    id,
    context: 'sporting_events',
    sport: 'soccer',
    name: id,
    long_name: id,
    start_date: '2026-11-21T18:30:00.000Z',
    status: full,
    scores: [
      { position: 'home', value: home, penalties: null, team: team(`${id}-h`, `Casa ${id}`) },
      { position: 'away', value: away, penalties: null, team: team(`${id}-a`, `Fora ${id}`) },
    ],
    league: {
      id: league,
      name: `Liga ${league}`,
      short_name: null,
      context: 'leagues',
      season: '2025',
      photo: { thumbnail: null },
    },
    round: { name: 'Rodada 1', number: 1, stage: null, leg: null, group: null },
    external: false,
    story_link: null,
    verticals: [],
    publisher: { name: 'Onda Esportes' },
    note: null,
    version: [full.status, full.period ?? '', full.minute ?? '', home ?? '', away ?? ''].join('|'),
  };
}

export const page = (results: readonly unknown[]): ApiResult<unknown> => ({
  ok: true,
  status: 200,
  data: { page: 1, per: 120, total: results.length, endlist: true, results },
});
