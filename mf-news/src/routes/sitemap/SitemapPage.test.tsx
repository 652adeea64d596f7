import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-contracts/router';
import type { SitemapResponse } from 'shared-contracts';
import { fail, fakeApi, ok } from '../../test/fixtures';
import { renderRemote } from '../../test/render';
import { SitemapSection } from './index';

const section = (
  <Routes>
    <Route path="/sitemap/*" element={<SitemapSection />} />
  </Routes>
);
const entry = (id: string, publish_date: string) => ({
  id,
  context: 'news_stories' as const,
  name: `Matéria ${id}`,
  path: `/noproxy/news_stories/news/folha/materia-${id}/${id}`,
  publish_date,
  language: 'pt',
});
const response = (over: Partial<SitemapResponse>): SitemapResponse => ({
  period: { year: null, month: null, day: null },
  periods: [],
  page: 1,
  per: 100,
  total: 0,
  endlist: true,
  results: [],
  ...over,
});

describe('sitemap pages (spec 2 "Sitemap")', () => {
  it('lists the years with their story counts at /sitemap', async () => {
    await renderRemote(section, {
      route: '/sitemap',
      api: fakeApi({
        'v3/sitemap': () => ok(response({ periods: [{ year: 2026, month: null, day: null, count: 12 }] })),
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa do site' })).toBeInTheDocument();
    const years = screen.getByRole('region', { name: 'Anos' });
    expect(within(years).getByRole('link', { name: '2026' })).toHaveAttribute('href', '/sitemap/2026');
    expect(within(years).getByText('12 matérias')).toBeInTheDocument();
  });

  it("lists a month's days and its stories, with a breadcrumb back", async () => {
    const { apiCalls } = await renderRemote(section, {
      route: '/sitemap/2026/11',
      api: fakeApi({
        'v3/sitemap/2026/11': () =>
          ok(
            response({
              period: { year: 2026, month: 11, day: null },
              periods: [{ year: 2026, month: 11, day: 21, count: 1 }],
              total: 1,
              results: [entry('s1', '2026-11-21T15:00:00.000Z')],
            }),
          ),
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'novembro de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '21 de novembro de 2026' })).toHaveAttribute(
      'href',
      '/sitemap/2026/11/21',
    );
    expect(screen.getByRole('link', { name: 'Matéria s1' })).toHaveAttribute(
      'href',
      '/noproxy/news_stories/news/folha/materia-s1/s1',
    );
    expect(screen.getByText('21 de novembro de 2026 às 12:00')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Navegação do mapa do site' });
    expect(within(crumbs).getByRole('link', { name: 'Mapa do site' })).toHaveAttribute('href', '/sitemap');
    expect(apiCalls[0]?.options).toMatchObject({ query: { page: 1, per: 100 } });
  });

  it('pages a long period with next and previous links', async () => {
    const { apiCalls } = await renderRemote(section, {
      route: '/sitemap/2026/11/21?page=2',
      api: fakeApi({
        'v3/sitemap/2026/11/21': () =>
          ok(
            response({
              period: { year: 2026, month: 11, day: 21 },
              page: 2,
              total: 250,
              endlist: false,
              results: [entry('s101', '2026-11-21T10:00:00.000Z')],
            }),
          ),
      }),
    });

    expect(await screen.findByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/sitemap/2026/11/21',
    );
    expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/sitemap/2026/11/21?page=3',
    );
    expect(apiCalls[0]?.options).toMatchObject({ query: { page: 2 } });
  });

  it('says so when a period has no stories (spec 8 "Empty lists")', async () => {
    await renderRemote(section, {
      route: '/sitemap/2020',
      api: fakeApi({
        'v3/sitemap/2020': () => ok(response({ period: { year: 2020, month: null, day: null } })),
      }),
    });
    expect(await screen.findByText('Nenhuma matéria publicada neste período.')).toBeInTheDocument();
  });

  it.each([
    '/sitemap/2026/2/30',
    '/sitemap/abcd',
    '/sitemap/2026/13',
    '/sitemap/2026/1/1/1',
    '/sitemap/2026?page=0',
  ])('%s is a not-found page without an API call', async (route) => {
    const { apiCalls } = await renderRemote(section, { route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(apiCalls).toHaveLength(0);
  });

  it('offers a retry when the sitemap cannot be loaded', async () => {
    await renderRemote(section, {
      route: '/sitemap',
      api: fakeApi({ 'v3/sitemap': (call) => (call === 0 ? fail(503) : ok(response({}))) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Todas as matérias publicadas, por período.')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar o mapa do site.')).not.toBeInTheDocument();
  });
});
