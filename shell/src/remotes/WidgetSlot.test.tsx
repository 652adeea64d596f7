import { act } from '@testing-library/react';
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
        <WidgetSlot slot="register-sheet" />
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
      ['mf-accounts', './RegisterSheet'],
    ]);
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
});
