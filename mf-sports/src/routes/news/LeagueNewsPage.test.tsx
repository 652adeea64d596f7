import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from 'shared-contracts';
import { notFound, ok } from '../../test/standings';
import { renderRemote } from '../../test/render';
import { SportsRouteTable } from '../SportsRoutes';

const article = (n: number) => ({
  id: `story-${n}`,
  context: 'news_stories',
  name: `Notícia ${n}`,
  description: '',
  link: `/noproxy/news_stories/sports/onda/noticia-${n}/story-${n}`,
  links: [],
  videos: [],
  photos: [],
  categories: [],
  language: 'pt',
  publisher: {
    id: 'onda',
    name: 'Onda',
    common_name: 'Onda Esportes',
    context: 'publishers',
    license: 'CC0',
  },
  author: null,
  credit: 'Onda',
  publish_date: '2026-11-20T12:00:00.000Z',
  date_is_real: true,
  generated: true,
  verticals: [],
  external: false,
  offline: false,
  tags: [],
  feed: { goto_short_link: '' },
  post: 'noproxy',
  category: 'sports',
  slugs: `noticia-${n}`,
  event_id: null,
});
const newsPage = (page: number, count: number, endlist = false): ApiResult<unknown> =>
  ok({
    page,
    per: 10,
    total: 15,
    endlist,
    results: Array.from({ length: count }, (_, i) => article(page * 100 + i)),
  });
const follows = ok({ page: 1, per: 1000, total: 0, endlist: true, results: [] });

/** Answers the feed calls in order, and follows calls with an empty list. */
function api(...pages: ApiResult<unknown>[]) {
  return async (path: string) => (path.endsWith('/feed') ? (pages.shift() ?? notFound) : follows);
}

const open = (route: string, answer: (path: string) => Promise<ApiResult<unknown>>) =>
  renderRemote(<SportsRouteTable />, { route, api: answer });

describe('league news (spec 2 /sports/feed, spec 4 "Feed paging")', () => {
  it("lists the league's news from its profile feed under the News tab", async () => {
    const { apiCalls } = await open('/sports/feed/premier-league/premier-league', api(newsPage(1, 10)));
    const list = await screen.findByRole('list', { name: 'Notícias de Premier League' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Notícia 100' })).toHaveAttribute(
      'href',
      '/noproxy/news_stories/sports/onda/noticia-100/story-100',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Notícias: Premier League' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notícias' })).toHaveAttribute('aria-current', 'page');
    expect(apiCalls[0]?.path).toBe('v3/profiles/leagues/premier-league/feed');
  });

  it('loads the next page on "more" and ends the list when a page is short', async () => {
    await open('/sports/feed/x/premier-league', api(newsPage(1, 10), newsPage(2, 5)));
    await userEvent.click(await screen.findByRole('button', { name: 'Mais notícias' }));
    expect(await screen.findByText('Não há mais conteúdo.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Notícias de Premier League' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Mais notícias' })).toBeNull();
    expect(screen.getByText('Não há mais conteúdo.')).toHaveFocus();
  });

  it('ends the list at once when the API says endlist', async () => {
    await open('/sports/feed/x/la-liga', api(newsPage(1, 10, true)));
    expect(await screen.findByText('Não há mais conteúdo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mais notícias' })).toBeNull();
  });

  it('keeps the list and offers "more" again when a further page fails', async () => {
    const failed: ApiResult<unknown> = { ok: false, status: 0, code: 'NETWORK', message: 'down' };
    await open('/sports/feed/x/la-liga', api(newsPage(1, 10), failed));
    await userEvent.click(await screen.findByRole('button', { name: 'Mais notícias' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as notícias.');
    const list = screen.getByRole('list', { name: 'Notícias de LaLiga' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Mais notícias' })).toBeEnabled();
  });

  it('says there is no content for a league without news', async () => {
    await open('/sports/feed/x/nada', api(notFound));
    expect(await screen.findByText('Não há mais conteúdo.')).toBeInTheDocument();
  });

  it('offers the leagues when none is chosen', async () => {
    await open('/sports/feed', api());
    expect(screen.getByText('Escolha uma liga para ver as notícias.')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link', { name: 'LaLiga' }).map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/sports/feed/laliga/la-liga');
  });
});
