import { screen } from '@testing-library/react';
import type { ApiResult } from 'shared-contracts';
import { renderRemote } from '../../test/render';
import { game, page } from '../../test/events';
import { SportsRouteTable } from '../SportsRoutes';

const scores = <SportsRouteTable />;
const answer = (results: unknown[]) => async (): Promise<ApiResult<unknown>> => page(results);

describe('scores pages', () => {
  it('shows finished, live and upcoming games grouped by league', async () => {
    await renderRemote(scores, {
      route: '/sports/scores/2026-11-21',
      api: answer([
        game('a', 'br', { status: 'playing', period: 'half-time', minute: 45 }, 2, 1),
        game('b', 'pl', { status: 'upcoming' }),
        game('c', 'br', { status: 'final' }, 0, 0),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Liga br' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Liga pl' })).toBeInTheDocument();
    expect(screen.getByText('Ao vivo · Intervalo')).toBeInTheDocument();
    expect(screen.getByText('Encerrado')).toBeInTheDocument();
    expect(screen.getByText('Em breve')).toBeInTheDocument();
  });

  it('asks the API for the date and league of the URL in the reader time zone', async () => {
    const { apiCalls } = await renderRemote(scores, {
      route: '/sports/scores/premier-league/pl/2026-11-21',
      api: answer([]),
    });
    await screen.findByText('Nenhum jogo nesta data.');
    expect(apiCalls[0]).toEqual({
      path: 'v3/sporting_events',
      options: expect.objectContaining({
        query: expect.objectContaining({ date: '2026-11-21', league: 'pl', z: expect.any(String) }),
      }),
    });
  });

  it('says when there are no games on the date', async () => {
    await renderRemote(scores, { route: '/sports/scores/2026-11-21', api: answer([]) });
    expect(await screen.findByText('Nenhum jogo nesta data.')).toBeInTheDocument();
  });

  it('says when there are no live games', async () => {
    const { apiCalls } = await renderRemote(scores, { route: '/sports/scores/live', api: answer([]) });
    expect(await screen.findByText('Nenhum jogo ao vivo.')).toBeInTheDocument();
    expect(apiCalls[0]?.path).toBe('v3/sporting_events/live');
    expect(screen.getByRole('heading', { level: 1, name: 'Jogos ao vivo' })).toBeInTheDocument();
  });

  it.each(['laliga/la-liga/live', 'laliga/la-liga-2024-25/live', 'laliga/la-liga/state'])(
    'shows the games in play of the league on /sports/scores/%s',
    async (path) => {
      const { apiCalls } = await renderRemote(scores, {
        route: `/sports/scores/${path}`,
        api: answer([game('a', 'la-liga', { status: 'playing', period: '1st half', minute: 9 }, 1, 0)]),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ao vivo: Liga la-liga' }),
      ).toBeInTheDocument();
      expect(apiCalls[0]).toEqual({
        path: 'v3/sporting_events/live',
        options: expect.objectContaining({ query: { league: path.split('/')[1] } }),
      });
    },
  );

  it.each([
    ['pt', '“2026-13-45” não é uma data válida. Use uma data real no formato AAAA-MM-DD.'],
    ['en', '“2026-13-45” is not a valid date. Use a real date in the form YYYY-MM-DD.'],
    ['es', '“2026-13-45” no es una fecha válida. Usa una fecha real con el formato AAAA-MM-DD.'],
  ] as const)('says an impossible date is not a date (%s), asking the API nothing', async (locale, text) => {
    const { apiCalls } = await renderRemote(scores, {
      route: '/sports/scores/2026-13-45',
      locale,
      api: answer([]),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/2026-13-45$/)).not.toBeInTheDocument();
    expect(apiCalls).toEqual([]);
  });

  it('reads the followed leagues on /favorites/myscores', async () => {
    const { apiCalls } = await renderRemote(scores, { route: '/favorites/myscores', api: answer([]) });
    await screen.findByText('Nenhum jogo nesta data.');
    expect(apiCalls[0]?.path).toBe('v3/profiles/sporting_events');
  });

  it('says the games could not be loaded when the call fails', async () => {
    await renderRemote(scores, { route: '/sports/scores' });
    expect(await screen.findByText(/Não foi possível carregar os jogos/)).toBeInTheDocument();
  });

  it('opens the calendar drop-down from the URL and hides the league menu meanwhile', async () => {
    await renderRemote(scores, { route: '/sports/scores/2026-11-21/calendar', api: answer([]) });
    expect(await screen.findByLabelText('Data')).toHaveValue('2026-11-21');
    expect(screen.getByRole('button', { name: 'Calendário' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('navigation', { name: 'Ligas' })).not.toBeInTheDocument();
  });

  it('translates the page into the reader language', async () => {
    await renderRemote(scores, {
      route: '/sports/scores/2026-11-21',
      locale: 'es',
      api: answer([game('a', 'br', { status: 'postponed' })]),
    });
    expect(await screen.findByText('Aplazado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });
});
