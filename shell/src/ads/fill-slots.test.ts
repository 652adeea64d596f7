import { VIEWABLE_MS, watchViewable } from './fill-slots';

type Callback = (entries: { intersectionRatio: number }[]) => void;

/** IntersectionObserver whose ratios the test sets. */
function fakeObserver() {
  let callback: Callback = () => undefined;
  const observer = jest.fn((cb: Callback) => {
    callback = cb;
    return { observe: jest.fn(), disconnect: jest.fn() };
  });
  Object.defineProperty(window, 'IntersectionObserver', { value: observer, configurable: true });
  return { show: (ratio: number) => callback([{ intersectionRatio: ratio }]) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('an ad counts as seen', () => {
  it('once at least half of it has stayed on screen for a second', () => {
    const view = fakeObserver();
    const seen = jest.fn();
    watchViewable(document.createElement('div'), seen);
    view.show(0.6);
    jest.advanceTimersByTime(VIEWABLE_MS - 1);
    expect(seen).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    view.show(1);
    jest.advanceTimersByTime(VIEWABLE_MS * 2);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('not when less than half shows, or when it leaves before the second is up', () => {
    const view = fakeObserver();
    const seen = jest.fn();
    watchViewable(document.createElement('div'), seen);
    view.show(0.4);
    jest.advanceTimersByTime(VIEWABLE_MS * 2);
    view.show(0.5);
    jest.advanceTimersByTime(VIEWABLE_MS / 2);
    view.show(0.1);
    jest.advanceTimersByTime(VIEWABLE_MS * 2);
    expect(seen).not.toHaveBeenCalled();
  });
});
