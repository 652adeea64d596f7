import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import { NewsRouteTable } from './NewsRoutes';

describe('article page frame', () => {
  it('titles the page "Matéria" while the story loads', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: () => new Promise(() => undefined),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Matéria' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('shows the story title once loaded and announces the opened story', async () => {
    const { events } = await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: async () => ({ ok: true, status: 200, data: [{ id: '7', name: 'Frente fria chega ao Sul' }] }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frente fria chega ao Sul' }),
    ).toBeInTheDocument();
    expect(events).toContainEqual({
      type: 'article.opened',
      v: 1,
      payload: { id: '7', kind: 'news', title: 'Frente fria chega ao Sul' },
    });
  });

  it('shows its own not-found message when the story does not exist', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: async () => ({ ok: false, status: 404, code: 'NOT_FOUND', message: 'not found' }),
    });

    expect(await screen.findByText('Esta matéria não foi encontrada.')).toBeInTheDocument();
  });

  it('shows the video not-found message for a video path without an id', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/noproxy/videos/web' });

    expect(screen.getByRole('heading', { level: 1, name: 'Vídeo' })).toBeInTheDocument();
    expect(screen.getByText('Este vídeo não foi encontrado.')).toBeInTheDocument();
  });
});
