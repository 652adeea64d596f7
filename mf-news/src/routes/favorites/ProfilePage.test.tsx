import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-contracts/router';
import { follow, followsPage, league, leaf, TREE } from '../../test/favorites';
import { fakeApi, feedPage, ok, stories } from '../../test/fixtures';
import { renderRemote } from '../../test/render';
import { FavoritesSection } from './index';

const section = (
  <Routes>
    <Route path="/favorites/*" element={<FavoritesSection />} />
  </Routes>
);
const brasileirao = league('brasileirao', 'Brasileirão', [
  leaf('teams', 'flamengo', 'Flamengo'),
  leaf('teams', 'palmeiras', 'Palmeiras', true),
]);
const content = (page: number) => ({ node: brasileirao, ...feedPage(stories(page * 10, 3), page) });
const NODE_ROUTE = '/favorites/Brasileir%C3%A3o&brasileirao&leagues&true&true/leagues-brasileirao/feed';

describe('a favourites node page (spec 2 /favorites/{name}&{id}&{context}&{has_standings}&{canDrill}/{key}/feed)', () => {
  it('drills from the tree into the node: its children with checkboxes and its news', async () => {
    const { apiCalls } = await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({
        'v3/site/favorites': () => ok(TREE),
        'v3/site/favorites/leagues-brasileirao/content': (call) => ok(content(call + 1)),
      }),
    });

    await userEvent.click(await screen.findByRole('link', { name: 'Abrir Brasileirão' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Brasileirão' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Em Brasileirão' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Palmeiras' })).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Matéria s10' })).toBeInTheDocument();
    expect(apiCalls.at(-1)?.options).toMatchObject({ query: { page: 1, per: 10 } });
  });

  it('lets a guest follow a team there, with the notice and the bus event', async () => {
    const { events } = await renderRemote(section, {
      route: NODE_ROUTE,
      api: fakeApi({
        'v3/site/favorites/leagues-brasileirao/content': (call) => ok(content(call + 1)),
        'v3/follows_anon': () => ok({ status: 'ok', results: [follow('teams', 'flamengo', 'Flamengo')] }),
      }),
    });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Flamengo' }));

    expect(await screen.findByRole('checkbox', { name: 'Flamengo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Palmeiras' })).not.toBeChecked();
    expect(events).toContainEqual({
      type: 'profile.followed',
      v: 1,
      payload: { id: 'flamengo', context: 'teams', name: 'Flamengo' },
    });
  });

  it('is a not-found page for a key the API could never have', async () => {
    await renderRemote(section, { route: '/favorites/A&b&teams&false&false/NOT%20A%20KEY/feed' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });
});

describe('the followed feed (spec 2 /favorites/{name?}/{selected?}/feed)', () => {
  const api = fakeApi({
    'v3/follows_anon': () => ok(followsPage([follow('teams', 'flamengo', 'Flamengo')])),
    'v3/profiles/feed': () => ok(feedPage(stories(1, 2))),
    'v3/profiles/teams/flamengo/feed': () => ok(feedPage(stories(50, 2))),
  });

  it('lists the news of every follow, with a link per follow', async () => {
    await renderRemote(section, { route: '/favorites/feed', api });

    expect(await screen.findByRole('link', { name: 'Matéria s1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Flamengo' })).toHaveAttribute(
      'href',
      '/favorites/Flamengo/teams-flamengo/feed',
    );
  });

  it('lists the news of the selected follow', async () => {
    await renderRemote(section, { route: '/favorites/Flamengo/teams-flamengo/feed', api });

    expect(await screen.findByRole('link', { name: 'Matéria s50' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Flamengo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flamengo' })).toHaveAttribute('aria-current', 'page');
  });

  it('is a not-found page for a selection that names no profile', async () => {
    await renderRemote(section, { route: '/favorites/x/nothing/feed', api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });
});
