import { renderRemote } from '../test/render';
import { screen, within } from '@testing-library/react';
import { NewsRouteTable } from './NewsRoutes';

describe('home feed tabs', () => {
  it('lists the four tabs as links to their feeds', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/' });

    const tabs = within(screen.getByRole('navigation', { name: 'Seções do feed' }));
    expect(tabs.getByRole('link', { name: 'Destaques' })).toHaveAttribute('href', '/feed/headlines');
    expect(tabs.getByRole('link', { name: 'Para você' })).toHaveAttribute('href', '/feed/home');
    expect(tabs.getByRole('link', { name: 'Seguindo' })).toHaveAttribute('href', '/feed/myfeed');
    expect(tabs.getByRole('link', { name: 'Últimas' })).toHaveAttribute('href', '/feed/recent');
  });

  it('marks the headlines tab as current on the home page', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/' });

    expect(screen.getByRole('link', { name: 'Destaques' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Últimas' })).not.toHaveAttribute('aria-current');
  });

  it('marks the tab of the feed path as current and titles the page with it', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/feed/recent' });

    expect(screen.getByRole('link', { name: 'Últimas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Últimas' })).toBeInTheDocument();
    expect(document.title).toBe('Últimas | Onda Notícias');
  });

  it('shows the loading state while the feed is on its way', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/', api: () => new Promise(() => undefined) });

    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('shows the empty state when the feed call fails', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/feed/home' });

    expect(await screen.findByText('Nenhum conteúdo por aqui ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the stories of the feed as links to their pages', async () => {
    const story = {
      id: '42',
      context: 'news_stories',
      name: 'Chuva forte no Sul',
      link: '/noproxy/news_stories/noticias/g1/chuva-forte-no-sul/42',
    };
    const { apiCalls } = await renderRemote(<NewsRouteTable />, {
      route: '/',
      api: async () => ({
        ok: true,
        status: 200,
        data: { page: 1, per: 10, total: 1, endlist: true, results: [story] },
      }),
    });

    expect(await screen.findByRole('link', { name: 'Chuva forte no Sul' })).toHaveAttribute(
      'href',
      story.link,
    );
    expect(apiCalls[0]?.path).toBe('v3/feed');
  });

  it('shows the empty state when the feed has no stories', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/feed/myfeed',
      api: async () => ({
        ok: true,
        status: 200,
        data: { page: 1, per: 10, total: 0, endlist: true, results: [] },
      }),
    });

    expect(await screen.findByText('Nenhum conteúdo por aqui ainda.')).toBeInTheDocument();
  });

  it('shows the empty state when the feed answers another shape', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/',
      api: async () => ({ ok: true, status: 200, data: [{ id: '1', name: 'Uma lista sem página' }] }),
    });

    expect(await screen.findByText('Nenhum conteúdo por aqui ainda.')).toBeInTheDocument();
  });

  it('shows a not-found message for an unknown tab', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/feed/unknown' });

    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
