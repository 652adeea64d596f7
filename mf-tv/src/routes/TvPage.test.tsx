import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import { TvRouteTable } from './TvRoutes';

describe('TV page frame', () => {
  it('titles the TV start page and the document', async () => {
    await renderRemote(<TvRouteTable />, { route: '/tv' });

    expect(screen.getByRole('heading', { level: 1, name: 'TV' })).toBeInTheDocument();
    expect(document.title).toBe('TV | Onda Notícias');
  });

  it('has a player region and a gallery region', async () => {
    await renderRemote(<TvRouteTable />, { route: '/tv' });

    expect(screen.getByRole('region', { name: 'Player de vídeo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Galeria de vídeos' })).toBeInTheDocument();
  });

  it('shows the loading state while the gallery is on its way', async () => {
    await renderRemote(<TvRouteTable />, { route: '/tv', api: () => new Promise(() => undefined) });

    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('shows the empty state when the gallery call fails', async () => {
    await renderRemote(<TvRouteTable />, { route: '/tv/videos/noticias/globo/gol/12' });

    expect(await screen.findByText('Nenhum vídeo disponível.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vídeo' })).toBeInTheDocument();
  });

  it('lists the gallery videos as links to their pages', async () => {
    await renderRemote(<TvRouteTable />, {
      route: '/tv',
      api: async () => ({
        ok: true,
        status: 200,
        data: { gallery_key: 'tim-tv', results: [{ id: 'v1', name: 'Resumo da rodada' }] },
      }),
    });

    expect(await screen.findByRole('link', { name: 'Resumo da rodada' })).toHaveAttribute(
      'href',
      '/tv/videos/v1',
    );
  });
});
