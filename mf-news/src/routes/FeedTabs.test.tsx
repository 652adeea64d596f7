import { renderRemote } from '../test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, feedPage, ok, stories, story } from '../test/fixtures';
import { NewsRouteTable } from './NewsRoutes';

const gallery = (results = stories(1, 3)) => ({ gallery_key: 'hero', ...feedPage(results), endlist: true });

describe('home feed tabs', () => {
  it('lists the four tabs as links to their feeds', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/' });

    const tabs = within(screen.getByRole('navigation', { name: 'Seções do feed' }));
    expect(tabs.getByRole('link', { name: 'Destaques' })).toHaveAttribute('href', '/feed/headlines');
    expect(tabs.getByRole('link', { name: 'Para você' })).toHaveAttribute('href', '/feed/home');
    expect(tabs.getByRole('link', { name: 'Seguindo' })).toHaveAttribute('href', '/feed/myfeed');
    expect(tabs.getByRole('link', { name: 'Últimas' })).toHaveAttribute('href', '/feed/recent');
  });

  it('marks no tab as current on the front page, which is none of them', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/' });

    const tabs = within(screen.getByRole('navigation', { name: 'Seções do feed' }));
    expect(tabs.getByRole('link', { name: 'Destaques' })).not.toHaveAttribute('aria-current');
    expect(tabs.getByRole('link', { name: 'Últimas' })).not.toHaveAttribute('aria-current');
  });

  it('marks the tab of the feed path as current and titles the page with it', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/feed/recent/x' });

    expect(screen.getByRole('link', { name: 'Últimas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Últimas' })).toBeInTheDocument();
    expect(document.title).toBe('Últimas | Onda Notícias');
  });

  it('shows the loading state while the feed is on its way', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/', api: () => new Promise(() => undefined) });

    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('the headlines tab shows the hero headlines, the first one large, with publisher and relative date', async () => {
    const { apiCalls } = await renderRemote(<NewsRouteTable />, {
      route: '/feed/headlines',
      api: fakeApi({ 'v3/site/content/hero': () => ok(gallery()) }),
    });

    const link = await screen.findByRole('link', { name: 'Matéria s1' });
    expect(link).toHaveAttribute('href', story('s1').link);
    expect(screen.getAllByText('Folha de S.Paulo')).toHaveLength(3);
    expect(screen.getAllByText('há 5 minutos')).toHaveLength(3);
    expect(apiCalls[0]).toMatchObject({
      path: 'v3/site/content/hero',
      options: { query: { page: 1, per: 10 } },
    });
  });

  it('"Para você" lists the personalised recommendations', async () => {
    const recommended = { page: 1, size: 10, source: 'personalized', endlist: true, results: [story('r1')] };
    await renderRemote(<NewsRouteTable />, {
      route: '/feed/home',
      api: fakeApi({ 'v4/personalized_recommendations': () => ok(recommended) }),
    });

    expect(await screen.findByRole('link', { name: 'Matéria r1' })).toBeInTheDocument();
  });

  it('"Para você" falls back to the all-feed when recommendations fail (spec 8)', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/feed/home',
      api: fakeApi({
        'v4/personalized_recommendations': () => fail(500),
        'v3/feed': () => ok(feedPage([story('f1')])),
      }),
    });

    expect(await screen.findByRole('link', { name: 'Matéria f1' })).toBeInTheDocument();
  });

  it('"Seguindo" asks for the news of the guest\'s follows', async () => {
    const follow = {
      id: 'flamengo',
      context: 'teams',
      name: 'Flamengo',
      api: 'profiles/teams/flamengo',
      type: 'profile',
      followed: true,
      device_token: null,
      push_on: 0,
      menu: true,
      profile: {
        id: 'flamengo',
        name: 'Flamengo',
        context: 'teams',
        short_name: null,
        location: null,
        has_standings: true,
        common_name: null,
        photo: { small: null },
      },
    };
    const { apiCalls } = await renderRemote(<NewsRouteTable />, {
      route: '/feed/myfeed',
      api: fakeApi({
        'v3/follows_anon': () => ok({ page: 1, per: 1000, total: 1, endlist: true, results: [follow] }),
        'v3/profiles/feed': () => ok(feedPage([story('m1')])),
      }),
    });

    expect(await screen.findByRole('link', { name: 'Matéria m1' })).toBeInTheDocument();
    expect(apiCalls[1]).toMatchObject({
      path: 'v3/profiles/feed',
      options: { method: 'POST', body: { profiles: [{ id: 'flamengo', context: 'teams' }] } },
    });
  });

  it('"Seguindo" invites a reader who follows nothing to choose favourites', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/feed/myfeed',
      api: fakeApi({
        'v3/follows_anon': () => ok({ page: 1, per: 1000, total: 0, endlist: true, results: [] }),
      }),
    });

    expect(await screen.findByRole('link', { name: 'Escolher favoritos' })).toHaveAttribute(
      'href',
      '/favorites',
    );
  });

  it('"Últimas" shows the empty state when the feed has no stories', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/feed/recent',
      api: fakeApi({ 'v3/feed': () => ok(feedPage([])) }),
    });

    expect(await screen.findByText('Nenhum conteúdo por aqui ainda.')).toBeInTheDocument();
  });

  it('says the feed failed and loads it again on "Tentar novamente"', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/feed/recent',
      api: fakeApi({ 'v3/feed': (call) => (call === 0 ? fail(503) : ok(feedPage([story('late')]))) }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('link', { name: 'Matéria late' })).toBeInTheDocument();
  });

  it('treats an answer of another shape as a failure', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/',
      api: async () => ok([{ id: '1', name: 'Uma lista sem página' }]),
    });

    expect(await screen.findByText('Não foi possível carregar as notícias.')).toBeInTheDocument();
  });

  it('shows a not-found message for an unknown tab', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/feed/unknown' });

    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
