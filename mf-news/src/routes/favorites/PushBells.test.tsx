/** The favourites' bells (spec 4 "Bell"): this device's alerts from the page's one follows load. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult, Follow } from 'shared-contracts';
import { Route, Routes } from 'shared-contracts/router';
import { follow, followsPage, TREE } from '../../test/favorites';
import { ok } from '../../test/fixtures';
import { renderRemote } from '../../test/render';
import { FavoritesSection } from './index';

const section = (
  <Routes>
    <Route path="/favorites/*" element={<FavoritesSection />} />
  </Routes>
);
const news = (pushOn: 0 | 1): Follow => ({ ...follow('entities', 'news', 'Notícias'), push_on: pushOn });
const brasileirao = follow('leagues', 'brasileirao', 'Brasileirão');
const bell = (name: string) => screen.findByRole('button', { name: `Alertas de ${name}` });

// jsdom has no push: the bells show where the browser has notifications and a service worker.
beforeEach(() => {
  Object.defineProperty(window, 'Notification', { value: function Notification() {}, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the favourites bells', () => {
  it("show this device's alerts from the reader's follows, which the page asks for once", async () => {
    const { apiCalls } = await renderRemote(section, {
      route: '/favorites',
      api: async (path) =>
        path === 'v3/site/favorites' ? ok(TREE) : ok(followsPage([news(0), brasileirao])),
    });

    // The tree is every reader's (Notícias alerts in it, Brasileirão is not followed); the
    // reader's follows say otherwise for this device.
    expect(await bell('Brasileirão')).toHaveAttribute('aria-pressed', 'true');
    expect(await bell('Notícias')).toHaveAttribute('aria-pressed', 'false');
    expect(apiCalls.filter((call) => call.path === 'v3/follows_anon')).toHaveLength(1);
  });

  it('switch off with PUT push_on 0, whose answer a follows load that lands later does not undo', async () => {
    let loaded: (result: ApiResult<unknown>) => void = () => undefined;
    const { apiCalls, events } = await renderRemote(section, {
      route: '/favorites',
      api: async (path, options) => {
        if (path === 'v3/site/favorites') return ok(TREE);
        if (options?.method === 'PUT') return ok({ status: 'ok', results: [news(0), brasileirao] });
        return new Promise((resolve) => (loaded = resolve));
      },
    });

    await userEvent.click(await bell('Notícias'));

    expect(await bell('Notícias')).toHaveAttribute('aria-pressed', 'false');
    expect(apiCalls.at(-1)).toMatchObject({
      path: 'v3/follows_anon',
      options: { method: 'PUT', body: { id: 'news', context: 'entities', push_on: 0 } },
    });
    expect(events).toContainEqual({
      type: 'toast.show',
      v: 1,
      payload: { status: 'error', message: 'Notícias não vai mais enviar notificações.' },
    });
    await act(async () => loaded(ok(followsPage([news(1), brasileirao]))));
    expect(await bell('Notícias')).toHaveAttribute('aria-pressed', 'false');
  });
});
