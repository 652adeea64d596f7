import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult, SearchResponse } from 'shared-contracts';
import { renderRemote } from '../../test/render';
import { story } from '../../test/fixtures';
import { SearchSection } from '.';

const page = (ids: string[], n: number, endlist: boolean): ApiResult<SearchResponse> => ({
  ok: true,
  status: 200,
  data: { page: n, per: 15, total: 20, endlist, sortby: 'relevance', results: ids.map((id) => story(id)) },
});
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `s${from + i}`);

describe('search results pages', () => {
  it('lists 15 results per page, merged by id, and ends the list', async () => {
    const user = userEvent.setup();
    const pages = [page(ids(0, 15), 1, false), page([...ids(10, 5), ...ids(15, 3)], 2, true)];
    const { apiCalls } = await renderRemote(<SearchSection />, {
      route: '/search/relevance/gol%20de%20placa',
      api: async () => pages.shift() ?? page([], 3, true),
    });

    expect(
      await screen.findByRole('heading', { name: 'Resultados para “gol de placa”' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Não há mais conteúdo');
    expect(screen.getAllByRole('article')).toHaveLength(18);
    expect(apiCalls[0]).toEqual({
      path: 'v4/content/search',
      options: expect.objectContaining({
        query: expect.objectContaining({ text: 'gol de placa', sortby: 'relevance', per: 15, page: 1 }),
      }),
    });
  });

  it('searches the news of a followed profile by date', async () => {
    const { apiCalls } = await renderRemote(<SearchSection />, {
      route: '/search/date/news/teams&flamengo&Flamengo',
      api: async () => page(['a'], 1, true),
    });

    expect(await screen.findByRole('heading', { name: 'Notícias de Flamengo' })).toBeInTheDocument();
    expect(apiCalls[0]?.options).toEqual(
      expect.objectContaining({
        query: expect.objectContaining({ entityType: 'teams', entityId: 'flamengo', sortby: 'date' }),
      }),
    );
  });

  it('shows no results, not an error, when the search fails (spec 7)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderRemote(<SearchSection />, { route: '/search/relevance/copa' });

    expect(await screen.findByText('Nenhum resultado encontrado.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[mf-news] search_failed', expect.anything());
    warn.mockRestore();
  });

  it('offers the other order of a free-text search', async () => {
    await renderRemote(<SearchSection />, {
      route: '/search/relevance/copa',
      api: async () => page([], 1, true),
    });

    const nav = screen.getByRole('navigation', { name: 'Ordenar resultados' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Mais recentes' }));
    expect(screen.getByRole('link', { name: 'Mais recentes' })).toHaveAttribute('href', '/search/date/copa');
    expect(screen.getByRole('link', { name: 'Mais relevantes' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for a query on a search path without one', async () => {
    const { apiCalls } = await renderRemote(<SearchSection />, { route: '/search/relevance' });

    expect(screen.getByText(/Digite o que você procura/)).toBeInTheDocument();
    expect(apiCalls).toHaveLength(0);
  });

  it('lists what readers searched most in the last 24 h on /search/trending', async () => {
    const { apiCalls } = await renderRemote(<SearchSection />, {
      route: '/search/trending',
      api: async () => ({
        ok: true,
        status: 200,
        data: {
          hours: 24,
          min_readers: 3,
          results: [
            { query: 'copa do mundo', readers: 12 },
            { query: 'eleições', readers: 3 },
          ],
        },
      }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Em alta' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'copa do mundo' })).toHaveAttribute(
      'href',
      '/search/trending/copa%20do%20mundo',
    );
    expect(screen.getByText('12 leitores')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'eleições' })).toBeInTheDocument();
    expect(apiCalls[0]?.path).toBe('v4/content/search/trending');
  });

  it('says so when no search was made by enough readers', async () => {
    await renderRemote(<SearchSection />, {
      route: '/search/trending',
      api: async () => ({ ok: true, status: 200, data: { hours: 24, min_readers: 3, results: [] } }),
    });

    expect(
      await screen.findByText('Nenhuma busca foi feita por pelo menos 3 leitores nas últimas 24 horas.'),
    ).toBeInTheDocument();
  });
});
