import { screen, within } from '@testing-library/react';
import type { ApiResult } from 'shared-contracts';
import { game, page } from '../../test/events';
import { notFound, ok, standingsBody } from '../../test/standings';
import { renderRemote } from '../../test/render';
import { SportsRouteTable } from '../SportsRoutes';

const league = standingsBody().league;
const calendarBody = {
  league,
  season: { id: 'brasileirao-serie-a-2025', name: 'Brasileirão Série A 2025', season: '2025' },
  seasons: [
    { id: 'brasileirao-serie-a-2024', name: 'Brasileirão Série A 2024', season: '2024' },
    { id: 'brasileirao-serie-a-2025', name: 'Brasileirão Série A 2025', season: '2025' },
  ],
  days: [{ date: '2026-03-28', events: 10 }],
  rounds: [
    { name: 'Rodada 1', stage: null, first_date: '2026-03-28', last_date: '2026-03-30', events: 10 },
    { name: 'Rodada 2', stage: null, first_date: '2026-04-04', last_date: '2026-04-04', events: 10 },
  ],
};
const follows = (n: number) =>
  ok({ page: 1, per: 1000, total: n, endlist: true, results: n ? [followOf('brasileirao')] : [] });
const followOf = (id: string) => ({
  id,
  context: 'leagues',
  name: 'Brasileirão Série A',
  api: `profiles/leagues/${id}`,
  type: 'profile',
  followed: true,
  device_token: null,
  push_on: 1,
  menu: true,
  profile: league,
});

type Answers = Partial<Record<'calendar' | 'standings' | 'follows' | 'events', ApiResult<unknown>>>;
const api = (answers: Answers) => async (path: string) =>
  (path.endsWith('/calendar')
    ? answers.calendar
    : path.endsWith('/standings')
      ? answers.standings
      : path.includes('follows')
        ? answers.follows
        : path.includes('sporting_events')
          ? answers.events
          : undefined) ?? notFound;

const open = (route: string, answers: Answers, signedIn = false) =>
  renderRemote(<SportsRouteTable />, { route, api: api(answers), session: { signedIn } });

describe('calendar page (spec 2 "Calendar")', () => {
  it('titles the events tab and marks it current among the two tabs', async () => {
    await open('/calendar/leagues/brasileirao', { calendar: ok(calendarBody) });
    expect(screen.getByRole('heading', { level: 1, name: 'Calendário de jogos' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Abas do calendário' }));
    expect(tabs.getByRole('link', { name: 'Jogos' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Classificação' })).toHaveAttribute(
      'href',
      '/calendar/standings/leagues/brasileirao',
    );
  });

  it("lists the season's rounds in a captioned table linking to each round's scores", async () => {
    await open('/calendar/leagues/brasileirao', { calendar: ok(calendarBody) });
    const table = await screen.findByRole('table', { name: 'Rodadas — Brasileirão Série A 2025' });
    expect(within(table).getByRole('columnheader', { name: 'Jogos' })).toHaveAttribute('scope', 'col');
    const round = within(table).getByRole('rowheader', { name: 'Rodada 1' });
    expect(within(round).getByRole('link')).toHaveAttribute(
      'href',
      '/sports/scores/brasileirao-serie-a/brasileirao/2026-03-28',
    );
    expect(round.closest('tr')).toHaveTextContent('28 de mar. a 30 de mar.');
    expect(screen.getByRole('link', { name: 'Brasileirão Série A 2024' })).toHaveAttribute(
      'href',
      '/calendar/leagues/brasileirao?season=brasileirao-serie-a-2024',
    );
  });

  it('shows the standings tab with its own title and the league table', async () => {
    await open('/calendar/standings/leagues/brasileirao', { standings: ok(standingsBody()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Classificação' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Classificação — Brasileirão Série A 2025' }),
    ).toBeVisible();
    const tabs = within(screen.getByRole('navigation', { name: 'Abas do calendário' }));
    expect(tabs.getByRole('link', { name: 'Classificação' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Próximos jogos dos seus favoritos' })).toBeNull();
  });

  it('offers the leagues when none is chosen, linking to their calendars', async () => {
    await open('/calendar', {});
    expect(screen.getByText('Escolha uma liga para ver o calendário.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Premier League' });
    expect(links.map((a) => a.getAttribute('href'))).toContain('/calendar/leagues/premier-league');
  });

  it('says when a league has no calendar', async () => {
    await open('/calendar/leagues/nada', { calendar: notFound });
    expect(await screen.findByText('Não há calendário para esta liga.')).toBeInTheDocument();
  });
});

describe('upcoming games of the favourites (spec 6)', () => {
  it('asks guests to sign in, linking to /accounts/user', async () => {
    const { apiCalls } = await open('/calendar', {});
    expect(screen.getByText(/Entre na sua conta para ver os próximos jogos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/accounts/user');
    expect(apiCalls.some((call) => call.path.includes('sporting_events'))).toBe(false);
  });

  it("lists a signed-in reader's upcoming games, finished ones left out", async () => {
    const events = page([
      game('flu-fla', 'brasileirao', { status: 'fixture' }),
      game('old', 'brasileirao', { status: 'final' }, 1, 0),
    ]);
    await open('/calendar', { follows: follows(1), events }, true);
    const section = screen.getByRole('region', { name: 'Próximos jogos dos seus favoritos' });
    expect(await within(section).findByText('Casa flu-fla')).toBeInTheDocument();
    expect(within(section).queryByText('Casa old')).toBeNull();
  });

  it('tells a signed-in reader without favourites to follow some', async () => {
    await open('/calendar', { follows: follows(0) }, true);
    expect(await screen.findByText(/Siga ligas ou times para ver os próximos jogos/)).toBeInTheDocument();
  });

  it('says so when the favourites have no games this week', async () => {
    await open('/calendar', { follows: follows(1), events: page([]) }, true);
    expect(await screen.findByText('Nenhum jogo nos próximos dias.')).toBeInTheDocument();
  });
});
