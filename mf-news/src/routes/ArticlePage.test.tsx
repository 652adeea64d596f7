import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import { fail, fakeApi, ok, story } from '../test/fixtures';
import { NewsRouteTable } from './NewsRoutes';

const article = story('7', {
  name: 'Frente fria chega ao Sul',
  author: 'Ana Souza',
  verticals: [],
  body: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
  body_format: 'text',
  tags: [{ id: 'rs', context: 'entities', name: 'Rio Grande do Sul' }],
});

// jsdom does not scroll; the page asks for the top of a newly opened story.
const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
afterEach(() => scrollTo.mockClear());

describe('article page', () => {
  it('titles the page "Matéria" while the story loads', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: () => new Promise(() => undefined),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Matéria' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('shows title, vertical (default News), publisher, author, date, photo, body and tags', async () => {
    const { apiCalls } = await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/news/folha/frente-fria/7',
      api: fakeApi({ 'v3/media/news_stories/7': () => ok([article]) }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: article.name })).toBeInTheDocument();
    expect(document.title).toBe(`${article.name} | Onda Notícias`);
    expect(screen.getByText('Notícias')).toBeInTheDocument();
    expect(screen.getByText('Folha de S.Paulo')).toBeInTheDocument();
    expect(screen.getByText('Por Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('há 5 minutos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: article.name })).toHaveAttribute(
      'srcset',
      expect.stringContaining('/api/v3/images/article/7?w=320 320w'),
    );
    expect(screen.getByText('Segundo parágrafo.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Rio Grande do Sul' })).toHaveAttribute(
      'href',
      '/search/date/news/entities&rs&Rio%20Grande%20do%20Sul',
    );
    expect(apiCalls[0]?.options).toMatchObject({ query: { frequency: 2, offset: 1 } });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('announces the opened story on the bus', async () => {
    const { events } = await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: fakeApi({ 'v3/media/news_stories/7': () => ok([article]) }),
    });
    await screen.findByRole('heading', { level: 1, name: article.name });

    expect(events).toContainEqual({
      type: 'article.opened',
      v: 1,
      payload: { id: '7', kind: 'news', title: article.name },
    });
  });

  it('opens a video story from /{post}/videos/{id}/{slugs}', async () => {
    const video = story('v9', { context: 'videos', name: 'Gol de placa' });
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/videos/v9/gol-de-placa',
      api: fakeApi({ 'v3/media/videos/v9': () => ok([video]) }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Gol de placa' })).toBeInTheDocument();
  });

  it('opens the story of a media path', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/media/news_stories/news/folha/frente-fria/7',
      api: fakeApi({ 'v3/media/news_stories/7': () => ok([article]) }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: article.name })).toBeInTheDocument();
  });

  it('shows the 404 page when the story does not exist', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: async () => fail(404, 'CONTENT_NOT_FOUND'),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Home' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for a video path without an id', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/noproxy/videos/web' });

    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('says the story could not be loaded on another failure', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: async () => fail(503),
    });

    expect(await screen.findByText('Não foi possível carregar este conteúdo.')).toBeInTheDocument();
  });

  it('lists related stories', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: fakeApi({
        'v3/media/news_stories/7': () => ok([article]),
        'v4/related/news_stories/7': () =>
          ok({ page: 1, per: 5, total: 1, endlist: true, results: [story('r1', { name: 'Outra frente' })] }),
      }),
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Leia também' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Outra frente' })).toBeInTheDocument();
  });

  it('falls back to the v3 related call, and renders without related stories when both fail', async () => {
    const { apiCalls } = await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/7',
      api: fakeApi({ 'v3/media/news_stories/7': () => ok([article]) }),
    });
    await screen.findByRole('heading', { level: 1, name: article.name });
    await screen.findByText('Segundo parágrafo.');

    expect(apiCalls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['v4/related/news_stories/7', 'v3/noproxy/news_stories/7/related']),
    );
    expect(screen.queryByRole('heading', { name: 'Leia também' })).not.toBeInTheDocument();
  });
});

describe('article byline dates', () => {
  it('calls an imported date what it is when the source gave none', async () => {
    const imported = story('8', {
      name: 'Sem data',
      date_is_real: false,
      body: 'Texto.',
      body_format: 'text',
    });
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/8',
      api: fakeApi({ 'v3/media/news_stories/8': () => ok([imported]) }),
    });

    expect(await screen.findByText(/No site desde/)).toHaveTextContent(
      'No site desde há 5 minutos (a fonte não informa a data de publicação)',
    );
    expect(screen.queryByText(/^Publicado/)).not.toBeInTheDocument();
  });

  it('says a generated match story was written from data, with its match picture described', async () => {
    const generated = story('9', {
      name: 'Alfa vence Beta',
      date_is_real: false,
      generated: true,
      event_id: 'm1',
      photos: [{ original: '/api/v3/images/match/m1?w=800', alt: 'Escudos e placar: Alfa 2 × 1 Beta' }],
      body: 'Texto.',
      body_format: 'text',
    });
    await renderRemote(<NewsRouteTable />, {
      route: '/noproxy/news_stories/web/9',
      api: fakeApi({ 'v3/media/news_stories/9': () => ok([generated]) }),
    });

    expect(
      await screen.findByText('Texto gerado automaticamente a partir dos dados da partida'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Escudos e placar: Alfa 2 × 1 Beta' })).toHaveAttribute(
      'src',
      '/api/v3/images/match/m1?w=800',
    );
  });
});
