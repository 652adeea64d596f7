import { screen, within } from '@testing-library/react';
import type { ApiResult } from 'shared-contracts';
import { ok, standingsBody } from '../../test/standings';
import { renderRemote } from '../../test/render';
import { SportsRouteTable } from '../SportsRoutes';

const profile = standingsBody().league;
const follow = (id: string, context: 'leagues' | 'teams', name: string) => ({
  id,
  context,
  name,
  api: `profiles/${context}/${id}`,
  type: 'profile',
  followed: true,
  device_token: null,
  push_on: 1,
  menu: true,
  profile: { ...profile, id, context, name },
});
const followsOf = (...results: unknown[]) =>
  ok({ page: 1, per: 1000, total: results.length, endlist: true, results });

const open = (route: string, follows: ApiResult<unknown>, signedIn = false) =>
  renderRemote(<SportsRouteTable />, {
    route,
    session: { signedIn },
    api: async (path) => (path.endsWith('/standings') ? ok(standingsBody()) : follows),
  });

describe("favourites' standings (spec 2 /favorites/.../mystandings)", () => {
  it('shows an empty state linking to the leagues to follow when none is followed', async () => {
    await open('/favorites/mystandings', followsOf(follow('flamengo', 'teams', 'Flamengo')));
    expect(await screen.findByText('Siga uma liga para ver a classificação dela aqui.')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link', { name: 'Premier League' }).map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/sports/standings/premier-league/premier-league');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("reads a guest's follows from follows_anon and shows each followed league's table", async () => {
    const { apiCalls } = await open(
      '/favorites/x/y/standings',
      followsOf(follow('brasileirao', 'leagues', 'Brasileirão Série A')),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas classificações' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Brasileirão Série A' });
    expect(await within(region).findByRole('table')).toBeVisible();
    expect(
      within(region).getByRole('button', { name: 'Deixar de seguir Brasileirão Série A' }),
    ).toBeVisible();
    expect(apiCalls[0]?.path).toBe('v3/follows_anon');
  });

  it('uses the signed-in follows endpoint for a signed-in reader', async () => {
    const { apiCalls } = await open('/favorites/mystandings', followsOf(), true);
    await screen.findByText('Siga uma liga para ver a classificação dela aqui.');
    expect(apiCalls[0]?.path).toBe('v3/follows');
  });

  it('says the favourites could not be loaded when the call fails', async () => {
    await open('/favorites/mystandings', { ok: false, status: 500, code: 'INTERNAL', message: 'x' });
    expect(await screen.findByText(/Não foi possível carregar seus favoritos/)).toBeInTheDocument();
  });
});
