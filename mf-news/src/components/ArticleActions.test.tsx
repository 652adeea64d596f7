import { renderRemote } from '../test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE } from 'shared-contracts';
import { fail, fakeApi, ok, story } from '../test/fixtures';
import { ArticleActions } from './ArticleActions';

const article = story('7', { name: 'Frente fria' });
const URL_ = 'http://localhost/noproxy/news_stories/news/folha/materia-7/7';
const likes = (ids: string[]) => ok({ status: 'ok', likes: { apiResults: ids } });

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('article actions', () => {
  it('likes the story and shows it pressed', async () => {
    const { apiCalls } = await renderRemote(<ArticleActions article={article} url={URL_} />, {
      api: fakeApi({
        'v3/like': (call) => (call === 0 ? likes([]) : ok({ status: 'ok', id: '7', liked: true })),
      }),
    });
    const like = screen.getByRole('button', { name: 'Curtir' });
    await waitFor(() => expect(like).toBeEnabled());

    await userEvent.click(like);

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(apiCalls[1]).toMatchObject({ path: 'v3/like', options: { method: 'POST', body: { id: '7' } } });
  });

  it('unlikes a liked story', async () => {
    const { apiCalls } = await renderRemote(<ArticleActions article={article} url={URL_} />, {
      api: fakeApi({
        'v3/like': () => likes(['7']),
        'v3/unlike': () => ok({ status: 'ok', id: '7', liked: false }),
      }),
    });
    const like = screen.getByRole('button', { name: 'Curtir' });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(like);

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(apiCalls[1]).toMatchObject({ path: 'v3/unlike', options: { method: 'POST' } });
  });

  it.each([
    ['likes a story not liked yet', [] as string[], ['v3/like']],
    ['leaves a story the reader already likes liked, without a call', ['7'], []],
  ])('a tap before the likes are known %s', async (_, already, calls) => {
    let known: (result: ReturnType<typeof likes>) => void = () => undefined;
    const { apiCalls } = await renderRemote(<ArticleActions article={article} url={URL_} />, {
      api: (path, options) =>
        options?.method === 'POST'
          ? Promise.resolve(ok({ status: 'ok', id: '7', liked: path === 'v3/like' }))
          : new Promise((resolve) => (known = resolve)),
    });
    const like = screen.getByRole('button', { name: 'Curtir' });

    // The button shows "not liked" until the likes are known: the tap asks for a like.
    await userEvent.click(like);
    known(likes(already));

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).not.toHaveAttribute('aria-disabled');
    expect(apiCalls.slice(1).map((call) => call.path)).toEqual(calls);
  });

  it('undoes a like the API refused and says so', async () => {
    const { events } = await renderRemote(<ArticleActions article={article} url={URL_} />, {
      api: fakeApi({ 'v3/like': (call) => (call === 0 ? likes([]) : fail(500)) }),
    });
    const like = screen.getByRole('button', { name: 'Curtir' });
    await waitFor(() => expect(like).toBeEnabled());

    await userEvent.click(like);

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'toast.show', payload: expect.objectContaining({ status: 'error' }) }),
    );
  });

  it('saves the story for later on the device and removes it again', async () => {
    const { events } = await renderRemote(<ArticleActions article={article} url={URL_} />);
    const save = screen.getByRole('button', { name: 'Ler depois' });

    await userEvent.click(save);

    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(STORAGE.readLater)).toContain('"id":"7"');
    expect(events).toContainEqual({ type: 'article.savedForLater', v: 1, payload: { id: '7' } });
    expect(events).toContainEqual({
      type: 'toast.show',
      v: 1,
      payload: { message: 'Salvo para ler depois', status: 'success' },
    });

    await userEvent.click(save);

    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(STORAGE.readLater)).not.toContain('"id":"7"');
  });

  it('shares through the Web Share API where the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { events } = await renderRemote(<ArticleActions article={article} url={URL_} />);

    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(share).toHaveBeenCalledWith({ title: 'Frente fria', url: URL_ });
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'article.shared',
        v: 1,
        payload: { id: '7', kind: 'news', channel: 'native' },
      }),
    );
    expect(screen.queryByRole('link', { name: 'Compartilhar no WhatsApp' })).not.toBeInTheDocument();
  });

  it('offers WhatsApp through the external-link warning without the Web Share API', async () => {
    const { events } = await renderRemote(<ArticleActions article={article} url={URL_} />);
    const whatsapp = screen.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    const href = `https://wa.me/?text=${encodeURIComponent(`Frente fria ${URL_}`)}`;
    expect(whatsapp).toHaveAttribute('href', href);

    await userEvent.click(whatsapp);

    expect(events).toContainEqual({ type: 'external.open', v: 1, payload: { url: href, fromBody: false } });
    expect(events).toContainEqual({
      type: 'article.shared',
      v: 1,
      payload: { id: '7', kind: 'news', channel: 'whatsapp' },
    });
  });

  it('copies the link and confirms with a toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { events } = await renderRemote(<ArticleActions article={article} url={URL_} />);

    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));

    expect(writeText).toHaveBeenCalledWith(URL_);
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'toast.show',
        v: 1,
        payload: { message: 'Link copiado', status: 'success' },
      }),
    );
  });
});
