import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiResult } from 'shared-contracts';
import { SportsRouteTable } from '../SportsRoutes';
import { renderRemote } from '../../test/render';

const team = (id: string, name: string) => ({ id, name, short_name: null, photo: { small: `/crest/${id}` } });
const game = {
  id: 'g1',
  context: 'sporting_events',
  sport: 'soccer',
  name: 'Flamengo x Palmeiras',
  long_name: 'Flamengo x Palmeiras',
  start_date: '2026-11-21T18:30:00.000Z',
  status: { status: 'playing', period: '2nd half', minute: 67 },
  scores: [
    { position: 'home', value: 2, penalties: null, team: team('flamengo', 'Flamengo') },
    { position: 'away', value: 1, penalties: null, team: team('palmeiras', 'Palmeiras') },
  ],
  league: {
    id: 'brasileirao',
    name: 'Brasileirão Série A',
    short_name: null,
    context: 'leagues',
    season: '2025',
    photo: { thumbnail: null },
  },
  round: { name: 'Rodada 34', number: 34, stage: null, leg: null, group: null },
  external: false,
  story_link: null,
  verticals: [],
  publisher: { name: 'Onda Esportes' },
  note: null,
  version: '1',
};

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const empty = ok({ page: 1, per: 5, total: 0, endlist: true, results: [] });

const show = (answer: (path: string) => Promise<ApiResult<unknown>>) =>
  renderRemote(<SportsRouteTable />, {
    route: '/sports/event/flamengo-x-palmeiras/g1',
    api: answer,
  });

describe('event page', () => {
  it('says in its head what the edge says of the game: its status, period and score', async () => {
    await show(async (path) => (path.endsWith('/feed') || path.includes('follows') ? empty : ok(game)));
    await screen.findByRole('heading', { level: 1, name: 'Flamengo x Palmeiras' });
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    await waitFor(() =>
      expect(meta('meta[name="description"]')).toBe('Flamengo x Palmeiras — Ao vivo, 2º tempo, 2 v 1'),
    );
    expect(meta('meta[property="og:description"]')).toBe('Flamengo x Palmeiras — Ao vivo, 2º tempo, 2 v 1');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/sports\/event\/flamengo-x-palmeiras\/g1$/,
    );
  });

  it('shows teams, score, status with period and minute, league and stage', async () => {
    await show(async (path) => (path.endsWith('/feed') || path.includes('follows') ? empty : ok(game)));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flamengo x Palmeiras' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Flamengo 2, Palmeiras 1')).toBeInTheDocument();
    expect(screen.getByText("Ao vivo · 2º tempo · 67'")).toBeInTheDocument();
    const leagueLinks = screen.getAllByRole('link', { name: 'Brasileirão Série A' });
    expect(leagueLinks.map((link) => link.getAttribute('href'))).toContain(
      '/sports/standings/brasileirao-serie-a/brasileirao',
    );
    expect(screen.getByText('Rodada 34')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir Palmeiras' })).toBeInTheDocument();
  });

  it('says the game was not found for an unknown id', async () => {
    await show(async () => ({ ok: false, status: 404, code: 'EVENT_NOT_FOUND', message: 'no' }));
    expect(await screen.findByText('Este jogo não foi encontrado.')).toBeInTheDocument();
  });

  it('following a team shows the favourite notice and offers guests to register', async () => {
    const followed = ok({
      status: 'ok',
      results: [
        {
          id: 'palmeiras',
          context: 'teams',
          name: 'Palmeiras',
          api: 'profiles/teams/palmeiras',
          type: 'profile',
          followed: true,
          device_token: null,
          push_on: 1,
          menu: true,
          profile: {
            ...team('palmeiras', 'Palmeiras'),
            context: 'teams',
            location: null,
            has_standings: false,
            common_name: null,
          },
        },
      ],
    });
    let follows = ok({ page: 1, per: 1000, total: 0, endlist: true, results: [] });
    const { events, apiCalls } = await show(async (path) => {
      if (path.endsWith('/feed')) return empty;
      return path.includes('follows') ? follows : ok(game);
    });
    follows = followed;
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir Palmeiras' }));
    expect(await screen.findByRole('button', { name: 'Deixar de seguir Palmeiras' })).toBeInTheDocument();
    expect(events).toContainEqual({
      type: 'toast.show',
      v: 1,
      payload: { status: 'success', message: 'Palmeiras foi adicionado aos seus favoritos.' },
    });
    const post = apiCalls.find((c) => JSON.stringify(c.options).includes('POST'));
    expect(post?.path).toBe('v3/follows_anon');
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
  });
});
