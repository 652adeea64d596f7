import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE } from 'shared-contracts';
import type { ParcelConfig } from 'single-spa';
import { renderWithShell } from '../test/render';
import { loadRemoteModule } from './federation';
import { WidgetSlot } from './WidgetSlot';
import { PAGE_MOUNT_WAIT_MAX_MS } from './widget-timing';

jest.mock('./federation', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  versionOf: () => '1.0.0',
}));

const load = jest.mocked(loadRemoteModule);
let idle: (() => void)[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  idle = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return idle.length;
  });
  window.cancelIdleCallback = jest.fn();
  load.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

const pageMounted = () => act(() => void window.dispatchEvent(new Event('single-spa:routing-event')));
const browserIdle = () => act(() => idle.splice(0).forEach((run) => run()));

// The tests run in order: the first ones are before the page's first mount (a module-wide fact).
describe('WidgetSlot', () => {
  it('loads the search widget as soon as its closed drop-down is opened', async () => {
    const { container } = renderWithShell(
      <div hidden data-testid="panel">
        <WidgetSlot slot="search" />
      </div>,
    );
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(load).not.toHaveBeenCalled();
    await act(async () => container.querySelector('[data-testid="panel"]')?.removeAttribute('hidden'));
    expect(load).toHaveBeenCalledWith('mf-news', './SearchWidget');
  });

  it('does not load a widget before the page has mounted, then waits for the browser to be idle', async () => {
    renderWithShell(
      <>
        <WidgetSlot slot="rewards" />
        <WidgetSlot slot="search" />
      </>,
    );
    await act(async () => jest.advanceTimersByTime(PAGE_MOUNT_WAIT_MAX_MS / 2));
    browserIdle();
    expect(load).not.toHaveBeenCalled();

    pageMounted();
    expect(load).not.toHaveBeenCalled();
    browserIdle();
    expect(load.mock.calls).toEqual([
      ['mf-rewards', './RewardsWidget'],
      ['mf-news', './SearchWidget'],
    ]);
  });

  it('leaves a widget in a closed panel alone after the page is interactive, until the panel opens', async () => {
    const { container } = renderWithShell(
      <div hidden data-testid="panel">
        <WidgetSlot slot="search" />
      </div>,
    );
    browserIdle();
    await act(async () => jest.advanceTimersByTime(PAGE_MOUNT_WAIT_MAX_MS));
    browserIdle();
    expect(load).not.toHaveBeenCalled();
    await act(async () => container.querySelector('[data-testid="panel"]')?.removeAttribute('hidden'));
    expect(load.mock.calls).toEqual([['mf-news', './SearchWidget']]);
  });

  it('loads the registration sheet only when the page asks for it, and passes it the request', async () => {
    const mounted: unknown[] = [];
    const sheet: ParcelConfig = {
      bootstrap: async () => undefined,
      mount: async (props) => void mounted.push((props as { request?: unknown }).request),
      unmount: async () => undefined,
    };
    load.mockImplementationOnce(() => Promise.resolve(sheet));
    const { bus } = renderWithShell(<WidgetSlot slot="register-sheet" />);
    browserIdle();
    await act(async () => jest.advanceTimersByTime(PAGE_MOUNT_WAIT_MAX_MS));
    browserIdle();
    expect(load).not.toHaveBeenCalled();

    await act(async () => bus.publish('accounts.registerRequested', 1, { source: 'favorites' }));
    expect(load.mock.calls).toEqual([['mf-accounts', './RegisterSheet']]);
    await act(async () => jest.runAllTimersAsync());
    expect(mounted).toEqual([{ source: 'favorites' }]);
    await act(async () => bus.publish('accounts.registerRequested', 1, { source: 'like' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once the page has mounted, a widget shown later waits only for the browser to be idle', () => {
    renderWithShell(<WidgetSlot slot="rewards" />);
    expect(load).not.toHaveBeenCalled();
    browserIdle();
    expect(load).toHaveBeenCalledTimes(1);
    browserIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing after it is gone', () => {
    const { unmount } = renderWithShell(<WidgetSlot slot="rewards" />);
    unmount();
    browserIdle();
    expect(load).not.toHaveBeenCalled();
  });

  describe('the rewards gift, loaded on first use while a campaign runs', () => {
    const widget = (mounted: unknown[]): ParcelConfig => ({
      bootstrap: async () => undefined,
      mount: async (props) => void mounted.push((props as { request?: unknown }).request),
      unmount: async () => undefined,
    });
    const launcher = () => screen.queryByRole('button', { name: /Bônus de internet/ });
    afterEach(() => localStorage.clear());

    it('shows the gift and loads nothing until the reader taps it; the widget opens and takes its place', async () => {
      const mounted: unknown[] = [];
      load.mockImplementationOnce(() => Promise.resolve(widget(mounted)));
      renderWithShell(<WidgetSlot slot="rewards" />, { rewardsCampaign: true });
      browserIdle();
      await act(async () => jest.advanceTimersByTime(PAGE_MOUNT_WAIT_MAX_MS));
      browserIdle();
      expect(load).not.toHaveBeenCalled();
      expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');

      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(launcher()!);
      expect(load.mock.calls).toEqual([['mf-rewards', './RewardsWidget']]);
      await act(async () => jest.runAllTimersAsync());
      expect(mounted).toEqual([{ source: 'launcher' }]);
      expect(launcher()).toBeNull();
    });

    it("loads on the reader's first counted read and hands the widget that read", async () => {
      const mounted: unknown[] = [];
      load.mockImplementationOnce(() => Promise.resolve(widget(mounted)));
      const { bus } = renderWithShell(<WidgetSlot slot="rewards" />, { rewardsCampaign: true });
      browserIdle();
      expect(load).not.toHaveBeenCalled();
      await act(async () => bus.publish('article.read', 1, { id: 'folha-000001', kind: 'news' }));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => jest.runAllTimersAsync());
      expect(mounted).toEqual([{ id: 'folha-000001', kind: 'news', source: 'article.read' }]);
    });

    it('loads once the page is interactive for a reader already taking part', () => {
      localStorage.setItem(
        STORAGE.rewardsDoneArticles,
        JSON.stringify({ value: ['folha-000001'], expiry: 1 }),
      );
      renderWithShell(<WidgetSlot slot="rewards" />, { rewardsCampaign: true });
      expect(load).not.toHaveBeenCalled();
      browserIdle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(launcher()).not.toBeNull();
    });

    it('shows and loads nothing when no campaign runs, and hides the gift where the spec hides it', async () => {
      const { bus, unmount } = renderWithShell(<WidgetSlot slot="rewards" />, { rewardsCampaign: false });
      browserIdle();
      await act(async () => bus.publish('article.read', 1, { id: 'folha-000001', kind: 'news' }));
      expect(load).not.toHaveBeenCalled();
      expect(launcher()).toBeNull();
      unmount();
      renderWithShell(<WidgetSlot slot="rewards" />, { rewardsCampaign: true, route: '/jj_december/promo' });
      expect(launcher()).toBeNull();
    });
  });
});
