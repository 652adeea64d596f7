import type { ApiClient, ApiResult, RequestOptions } from './api-client';
import { startReadBeacon } from './read-beacon';

/** An API that answers the token call at once and records the beacons. */
function fakeApi(afterMs: number, beaconCode?: string) {
  const beacons: unknown[] = [];
  const api: ApiClient = {
    url: (path) => path,
    request: async <T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> => {
      if (path === 'v3/tagger/read_token')
        return {
          ok: true,
          status: 200,
          data: { token: 'r1.n.1.aaa.bbb', after_ms: afterMs, expires_at: 'x' } as T,
        };
      beacons.push(options.body);
      if (beaconCode) return { ok: false, status: 409, code: beaconCode, message: '' };
      return { ok: true, status: 200, data: { status: 'recorded', id: 'a', kind: 'news' } as T };
    },
  };
  return { api, beacons };
}

// The real setImmediate (fake timers replace the global one): lets the answered promises run.
const { setImmediate: realImmediate } = jest.requireActual<{ setImmediate: (run: () => void) => void }>(
  'timers',
);
const flush = () => new Promise<void>((resolve) => realImmediate(resolve));

describe('the read beacon', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends once the story has been on screen for the time the server asks', async () => {
    const { api, beacons } = fakeApi(5000);
    let visible = true;
    let notify = () => {};
    const counted = jest.fn();
    startReadBeacon({
      api,
      kind: 'news',
      id: 'a',
      mode: 'onScreen',
      onCounted: counted,
      now: () => Date.now(),
      visible: () => visible,
      onVisibility: (listener) => ((notify = listener), () => {}),
    });
    await flush();
    jest.advanceTimersByTime(3000);
    // The tab is hidden for a minute: that time is not reading.
    visible = false;
    notify();
    jest.advanceTimersByTime(60_000);
    expect(beacons).toEqual([]);
    visible = true;
    notify();
    jest.advanceTimersByTime(1999);
    expect(beacons).toEqual([]);
    jest.advanceTimersByTime(1);
    await flush();
    expect(beacons).toEqual([{ token: 'r1.n.1.aaa.bbb' }]);
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('sends a scrolled-through story once it has been open long enough, and a video once watched', async () => {
    const story = fakeApi(5000);
    const reader = startReadBeacon({
      api: story.api,
      kind: 'news',
      id: 'a',
      mode: 'onScreen',
      onCounted: () => {},
      visible: () => false,
      onVisibility: () => () => {},
    });
    await flush();
    reader.scrolledThrough();
    jest.advanceTimersByTime(4999);
    expect(story.beacons).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(story.beacons).toHaveLength(1);

    const video = fakeApi(10_000);
    const player = startReadBeacon({
      api: video.api,
      kind: 'video',
      id: 'v',
      mode: 'watched',
      onCounted: () => {},
      onVisibility: () => () => {},
    });
    await flush();
    jest.advanceTimersByTime(60_000);
    expect(video.beacons).toHaveLength(0);
    player.watched();
    expect(video.beacons).toHaveLength(1);
  });

  it('sends nothing once stopped', async () => {
    const { api, beacons } = fakeApi(5000);
    const reader = startReadBeacon({
      api,
      kind: 'news',
      id: 'a',
      mode: 'onScreen',
      onCounted: () => {},
      visible: () => true,
      onVisibility: () => () => {},
    });
    await flush();
    reader.stop();
    jest.advanceTimersByTime(10_000);
    expect(beacons).toEqual([]);
  });
});
