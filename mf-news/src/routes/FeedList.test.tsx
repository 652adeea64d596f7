import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, feedPage, ok, stories } from '../test/fixtures';
import { FeedList } from './FeedList';

const loadMore = () => userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));

describe('feed paging (spec 4: the end is a page shorter than the page size, or empty)', () => {
  it('loads the next page on "Carregar mais" and ends after a short page', async () => {
    const { apiCalls } = await renderRemote(<FeedList source="recent" />, {
      api: fakeApi({
        'v3/feed': (call) => ok(feedPage(call === 0 ? stories(1, 10) : stories(11, 3), call + 1)),
      }),
    });
    await screen.findByRole('link', { name: 'Matéria s10' });

    await loadMore();

    expect(await screen.findByText('Não há mais conteúdo')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(apiCalls.map((call) => call.options)).toMatchObject([
      { query: { page: 1, per: 10 } },
      { query: { page: 2, per: 10 } },
    ]);
  });

  it('ends at once when the first page is shorter than the page size', async () => {
    await renderRemote(<FeedList source="recent" />, {
      api: fakeApi({ 'v3/feed': () => ok(feedPage(stories(1, 4))) }),
    });

    expect(await screen.findByText('Não há mais conteúdo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('ends on an empty page after a full one, keeping what was listed', async () => {
    await renderRemote(<FeedList source="recent" />, {
      api: fakeApi({ 'v3/feed': (call) => ok(feedPage(call === 0 ? stories(1, 10) : [])) }),
    });
    await screen.findByRole('link', { name: 'Matéria s1' });

    await loadMore();

    expect(await screen.findByText('Não há mais conteúdo')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('does not ask again after the end even if the API says more exist', async () => {
    const { apiCalls } = await renderRemote(<FeedList source="recent" />, {
      api: fakeApi({ 'v3/feed': () => ok({ ...feedPage(stories(1, 2)), endlist: false, total: 999 }) }),
    });

    await screen.findByText('Não há mais conteúdo');

    expect(apiCalls).toHaveLength(1);
  });

  it('lists a story repeated on the next page once', async () => {
    await renderRemote(<FeedList source="recent" />, {
      api: fakeApi({ 'v3/feed': (call) => ok(feedPage(call === 0 ? stories(1, 10) : stories(10, 2))) }),
    });
    await screen.findByRole('link', { name: 'Matéria s1' });

    await loadMore();

    await screen.findByRole('link', { name: 'Matéria s11' });
    expect(screen.getAllByRole('link', { name: 'Matéria s10' })).toHaveLength(1);
  });

  it('keeps the list and offers a retry of the same page when a later page fails', async () => {
    const { apiCalls } = await renderRemote(<FeedList source="recent" />, {
      api: fakeApi({
        'v3/feed': (call) =>
          call === 1 ? fail(503) : ok(feedPage(call === 0 ? stories(1, 10) : stories(11, 1))),
      }),
    });
    await screen.findByRole('link', { name: 'Matéria s1' });
    await loadMore();

    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('Não há mais conteúdo')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(apiCalls.map((call) => call.options)).toMatchObject([
      { query: { page: 1 } },
      { query: { page: 2 } },
      { query: { page: 2 } },
    ]);
  });

  it('shows a skeleton below the list while the next page loads', async () => {
    let resolveNext: (value: ReturnType<typeof ok>) => void = () => undefined;
    await renderRemote(<FeedList source="recent" />, {
      api: (() => {
        let call = 0;
        return () =>
          call++ === 0
            ? Promise.resolve(ok(feedPage(stories(1, 10))))
            : new Promise((r) => (resolveNext = r));
      })(),
    });
    await screen.findByRole('link', { name: 'Matéria s1' });

    await loadMore();

    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    resolveNext(ok(feedPage([])));
    expect(await screen.findByText('Não há mais conteúdo')).toBeInTheDocument();
  });
});
