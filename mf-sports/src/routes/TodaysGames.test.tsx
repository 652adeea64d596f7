import { screen } from '@testing-library/react';
import type { ApiResult, SportingEvent } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { TodaysGames } from './TodaysGames';

const team = (id: string, name: string) => ({
  id,
  name,
  short_name: id.toUpperCase(),
  photo: { small: null },
});

function game(
  id: string,
  league: string,
  status: SportingEvent['status'],
  home: number | null,
  away: number | null,
) {
  return {
    id,
    context: 'sporting_events',
    sport: 'soccer',
    name: `${id}`,
    long_name: id,
    start_date: '2026-11-21T18:30:00.000Z',
    status,
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
    version: '1',
  };
}

const page = (results: unknown[]): ApiResult<unknown> => ({
  ok: true,
  status: 200,
  data: { page: 1, per: 120, total: results.length, endlist: true, results },
});

describe("today's games", () => {
  it('groups games by league with score, status and live minute', async () => {
    await renderRemote(<TodaysGames />, {
      api: async () =>
        page([
          game('a', 'br', { status: 'playing', period: '2nd half', minute: 67 }, 2, 1),
          game('b', 'pl', { status: 'upcoming', period: null, minute: null }, null, null),
          game('c', 'br', { status: 'final', period: null, minute: null }, 0, 0),
        ]),
    });
    expect(await screen.findByRole('heading', { name: 'Liga br' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Liga pl' })).toBeInTheDocument();
    expect(screen.getByText('2 – 1')).toBeInTheDocument();
    expect(screen.getByText("Ao vivo · 67'")).toBeInTheDocument();
    expect(screen.getByText('Encerrado')).toBeInTheDocument();
    expect(screen.getByText('Em breve')).toBeInTheDocument();
  });

  it('says when there are no games on the date', async () => {
    await renderRemote(<TodaysGames />, { api: async () => page([]) });
    expect(await screen.findByText('Nenhum jogo nesta data.')).toBeInTheDocument();
  });

  it('says the games could not be loaded when the call fails', async () => {
    await renderRemote(<TodaysGames />);
    expect(await screen.findByText(/Não foi possível carregar os jogos/)).toBeInTheDocument();
  });

  it('translates statuses into the reader language', async () => {
    await renderRemote(<TodaysGames />, {
      locale: 'es',
      api: async () =>
        page([game('a', 'br', { status: 'postponed', period: null, minute: null }, null, null)]),
    });
    expect(await screen.findByText('Aplazado')).toBeInTheDocument();
  });
});
