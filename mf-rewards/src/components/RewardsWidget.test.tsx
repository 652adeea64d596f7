import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE, type ApiResult } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { GRANTED, ok, refused, statusOf } from '../test/status';
import { RewardsWidget } from './RewardsWidget';

const button = (read: number) => `Bônus de internet: ${read} de 3 matérias lidas`;

/** The API of one reader: pre_reward answers `statuses` in turn (the last one repeats). */
function readerApi(statuses: ApiResult<unknown>[], claims: ApiResult<unknown>[] = []) {
  return async (path: string): Promise<ApiResult<unknown>> => {
    if (path === 'v3/tagger/pre_reward') return (statuses.length > 1 ? statuses.shift() : statuses[0])!;
    if (path === 'v3/tagger/reward') return claims.shift() ?? refused('NETWORK');
    return refused('NOT_FOUND');
  };
}

describe('rewards widget', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    jest.useRealTimers();
  });

  it('shows the reader’s progress as the server counts it', async () => {
    await renderRemote(<RewardsWidget />, { route: null, api: readerApi([ok(statusOf(1))]) });

    const gift = await screen.findByRole('button', { name: button(1) });
    expect(gift).toHaveAttribute('aria-expanded', 'false');
    expect(gift).toHaveAttribute('data-progress', '33');
  });

  it('shows nothing when no campaign runs', async () => {
    const { apiCalls } = await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(0, { campaign: null }))]),
    });

    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Bônus/ })).not.toBeInTheDocument();
  });

  it('shows nothing while the server cannot say', async () => {
    const { apiCalls } = await renderRemote(<RewardsWidget />, { route: null });

    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Bônus/ })).not.toBeInTheDocument();
  });

  it('opens the programme popup from the keyboard and moves focus into it', async () => {
    const user = userEvent.setup();
    await renderRemote(<RewardsWidget />, { route: null, api: readerApi([ok(statusOf(0))]) });
    await screen.findByRole('button', { name: button(0) });

    await user.tab();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Ganhe 50 MB de internet' });
    expect(dialog).toHaveTextContent('Leia 3 matérias ou vídeos e ganhe 50 MB de bônus de internet.');
    expect(dialog).toHaveTextContent('0 de 3 matérias lidas');
    expect(screen.getByRole('heading', { name: 'Ganhe 50 MB de internet' })).toHaveFocus();
  });

  it('opens the popup at once when the shell loaded it for a tap on its gift', async () => {
    await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(0))]),
      request: { source: 'launcher' },
    });

    expect(await screen.findByRole('dialog', { name: 'Ganhe 50 MB de internet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ganhe 50 MB de internet' })).toHaveFocus();
  });

  it('counts the read that loaded it (first use) as it counts the reads it hears', async () => {
    await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(1))]),
      request: { source: 'article.read', id: 'folha-000001' },
    });

    await screen.findByRole('button', { name: button(1) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE.rewardsDoneArticles)).toContain('folha-000001');
  });

  it('closes the popup with Escape or its close button and gives focus back', async () => {
    const user = userEvent.setup();
    await renderRemote(<RewardsWidget />, { route: null, api: readerApi([ok(statusOf(0))]) });
    const gift = await screen.findByRole('button', { name: button(0) });

    await user.click(gift);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gift).toHaveFocus();

    await user.click(gift);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gift).toHaveFocus();
  });

  it('asks the server again after a counted read on the bus, and never counts it itself', async () => {
    const { bus, apiCalls } = await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(0)), ok(statusOf(0)), ok(statusOf(1))]),
    });
    await screen.findByRole('button', { name: button(0) });

    // Opening a story is no read: nothing to ask.
    act(() => bus.publish('article.opened', 1, { id: 'x', kind: 'news', title: 'X' }));
    // A read the page's beacon had counted: the widget asks the server, and shows its number.
    act(() => bus.publish('article.read', 1, { id: 'x', kind: 'news' }));
    await waitFor(() =>
      expect(apiCalls.filter((call) => call.path === 'v3/tagger/pre_reward')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: button(0) })).toBeInTheDocument();

    act(() => bus.publish('article.read', 1, { id: 'a', kind: 'news' }));
    expect(await screen.findByRole('button', { name: button(1) })).toBeInTheDocument();
  });

  it('hands a share on the bus to the server, then shows the server’s progress', async () => {
    const asksShare = (shared: number) =>
      statusOf(3, {
        conditions: { articles: 3, shares: 1, registration: 0 },
        done: {
          articles: { number: 3, ids: ['a', 'b', 'c'] },
          shares: { number: shared, ids: shared ? ['s'] : [] },
          registration: 0,
        },
        total: 66,
        progress: 33 + shared * 33,
        percent: shared ? 100 : 50,
        completed: shared > 0,
      });
    const statuses = [ok(asksShare(0)), ok(asksShare(1))];
    const api = async (path: string): Promise<ApiResult<unknown>> => {
      if (path === 'v3/tagger/share') return ok({ status: 'recorded' });
      return (statuses.length > 1 ? statuses.shift() : statuses[0])!;
    };
    const user = userEvent.setup();
    const { bus, apiCalls } = await renderRemote(<RewardsWidget />, { route: null, api });
    const gift = await screen.findByRole('button', { name: button(3) });
    expect(gift).toHaveAttribute('data-progress', '50');
    await user.click(gift);
    expect(screen.getByRole('dialog')).toHaveTextContent('0 de 1 compartilhamentos');
    await user.click(gift);

    act(() => bus.publish('article.shared', 1, { id: 's', kind: 'news', channel: 'whatsapp' }));

    await screen.findByRole('dialog', { name: 'Parabéns! Você completou o desafio' });
    expect(apiCalls.find((call) => call.path === 'v3/tagger/share')).toMatchObject({
      options: {
        method: 'POST',
        body: { id: 's', kind: 'news', channel: 'whatsapp', campaign: 'up_december' },
      },
    });
    expect(screen.getByRole('button', { name: button(3) })).toHaveAttribute('data-progress', '100');
  });

  it('does not report a share when the campaign counts none', async () => {
    const { bus, apiCalls } = await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(1))]),
    });
    await screen.findByRole('button', { name: button(1) });

    act(() => bus.publish('article.shared', 1, { id: 's', kind: 'news', channel: 'copy' }));
    await act(async () => undefined);

    expect(apiCalls.map((call) => call.path)).toEqual(['v3/tagger/pre_reward']);
  });

  it('sends the landing’s aff_click_id with pre_reward and remembers it', async () => {
    window.history.replaceState(null, '', '/noproxy/news_stories/web/a?aff_click_id=AFF-7');
    const { apiCalls } = await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(0))]),
    });
    await screen.findByRole('button', { name: button(0) });

    expect(apiCalls[0]?.options).toMatchObject({ query: { info: 'article_1', aff_click_id: 'AFF-7' } });
    expect(window.localStorage.getItem('onda_rewards_program')).toContain('AFF-7');
  });

  it('opens on completion; Confirm grants, the result leads on and the icon hides', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'onda_rewards_done_articles',
      JSON.stringify({ value: ['a'], expiry: Date.now() }),
    );
    const { apiCalls } = await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(3))], [ok(GRANTED)]),
    });

    await screen.findByRole('dialog', { name: 'Parabéns! Você completou o desafio' });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('dialog', { name: 'Bônus confirmado!' })).toHaveTextContent(
      'Seus 50 MB de internet estão a caminho.',
    );
    expect(apiCalls.at(-1)).toMatchObject({
      path: 'v3/tagger/reward',
      options: { query: { token: 'rw_token-of-this-reader-for-today', campaign: 'up_december' } },
    });
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/sports');
    expect(screen.queryByRole('button', { name: /Bônus/ })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE.rewardsDoneArticles)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a red retry after a failed submission', async () => {
    const user = userEvent.setup();
    await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(3))], [refused('INTERNAL'), ok(GRANTED)]),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('dialog', { name: 'Bônus confirmado!' })).toBeInTheDocument();
  });

  it('offers to give up after 10 s of submitting', async () => {
    const never = new Promise<ApiResult<unknown>>(() => undefined);
    await renderRemote(<RewardsWidget />, {
      route: null,
      api: async (path) => (path === 'v3/tagger/pre_reward' ? ok(statusOf(3)) : never),
    });
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    jest.useFakeTimers();
    act(() => confirm.click());
    expect(screen.getByRole('status')).toHaveTextContent('Enviando…');
    expect(screen.queryByRole('button', { name: 'Tente novamente mais tarde.' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10_000));
    act(() => screen.getByRole('button', { name: 'Tente novamente mais tarde.' }).click());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the result of a slow claim after the reader gave up waiting, and never retries it alone', async () => {
    let answer: (result: ApiResult<unknown>) => void = () => undefined;
    const slow = new Promise<ApiResult<unknown>>((resolve) => (answer = resolve));
    const { apiCalls } = await renderRemote(<RewardsWidget />, {
      route: null,
      api: async (path) => (path === 'v3/tagger/pre_reward' ? ok(statusOf(3)) : slow),
    });
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    jest.useFakeTimers();
    act(() => confirm.click());
    act(() => jest.advanceTimersByTime(10_000));
    act(() => screen.getByRole('button', { name: 'Tente novamente mais tarde.' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => answer(ok(GRANTED)));
    expect(await screen.findByRole('dialog', { name: 'Bônus confirmado!' })).toBeInTheDocument();
    const claims = apiCalls.filter((call) => call.path === 'v3/tagger/reward');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.options).toMatchObject({ retries: 0 });
  });

  it.each([
    ['ended', 'A campanha foi encerrada!'],
    ['limit', 'A campanha atingiu o limite diario!, volte amanha!'],
  ] as const)('says so when the campaign state is %s', async (state, text) => {
    const user = userEvent.setup();
    const status = statusOf(1, { campaign: { ...statusOf(1).campaign!, state } });
    await renderRemote(<RewardsWidget />, { route: null, api: readerApi([ok(status)]) });
    await user.click(await screen.findByRole('button', { name: button(1) }));

    expect(screen.getByRole('dialog')).toHaveTextContent(text);
  });

  it('says the day is full when a claim meets the limit', async () => {
    const user = userEvent.setup();
    const full = statusOf(3, { campaign: { ...statusOf(3).campaign!, state: 'limit' } });
    await renderRemote(<RewardsWidget />, {
      route: null,
      api: readerApi([ok(statusOf(3)), ok(full)], [refused('REWARD_DAILY_LIMIT')]),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('A campanha atingiu o limite diario!, volte amanha!')).toBeInTheDocument();
  });

  it('is hidden on a path containing jj_december', async () => {
    window.history.replaceState(null, '', '/promo/jj_december');
    await renderRemote(<RewardsWidget />, { route: null, api: readerApi([ok(statusOf(1))]) });

    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /Bônus/ })).not.toBeInTheDocument();
  });
});
