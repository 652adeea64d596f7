import { createApiClient, liveStateDigest } from 'shared-contracts';
import { game } from '../test/events';
import { parseScoreMessage, startLiveFeed, streamUrl, type LiveFeedOptions } from './liveFeed';

/** A stand-in for EventSource: the test opens, fails and feeds it. */
class FakeSource {
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners: ((message: { data: unknown }) => void)[] = [];
  constructor(readonly url: string) {}
  addEventListener(_type: string, listener: (message: { data: unknown }) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.();
  }
  send(data: string) {
    for (const listener of this.listeners) listener({ data });
  }
}

function setup(overrides: Partial<LiveFeedOptions> = {}) {
  const sources: FakeSource[] = [];
  const calls = { events: jest.fn(), snapshots: jest.fn(), states: jest.fn(), polls: 0 };
  const options: LiveFeedOptions = {
    streamUrl: '/api/v3/sporting_events/stream?ids=a',
    pollMs: 15_000,
    poll: async () => {
      calls.polls++;
      return [game('a', 'br', { status: 'final' }, 1, 0)];
    },
    onEvent: calls.events,
    onSnapshot: calls.snapshots,
    onState: calls.states,
    createEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      // The fake implements the part of EventSource the feed uses.
      return source as unknown as EventSource;
    },
    ...overrides,
  };
  const stop = startLiveFeed(options);
  return { sources, calls, stop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('live feed', () => {
  it('passes on valid score messages in their order and drops the rest', async () => {
    const { sources, calls, stop } = setup();
    sources[0]!.open();
    sources[0]!.send(JSON.stringify(game('a', 'br', { status: 'playing' }, 1, 0)));
    sources[0]!.send('{"id":"a"}');
    sources[0]!.send('not json');
    sources[0]!.send(JSON.stringify(game('a', 'br', { status: 'playing' }, 2, 0)));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.events.mock.calls.map(([event]) => (event as { version: string }).version)).toEqual([
      'playing|||1|0',
      'playing|||2|0',
    ]);
    expect(calls.states).toHaveBeenLastCalledWith('streaming');
    stop();
    expect(sources[0]!.closed).toBe(true);
  });

  it('polls while the stream reconnects and catches up once it is back', async () => {
    const { sources, calls, stop } = setup();
    sources[0]!.open();
    sources[0]!.fail(0);
    expect(calls.states).toHaveBeenLastCalledWith('reconnecting');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(calls.polls).toBe(1);
    sources[0]!.open();
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.polls).toBe(2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls.polls).toBe(2);
    stop();
  });

  it('opens a new stream after the browser gave up on one', async () => {
    const { sources, calls, stop } = setup();
    sources[0]!.fail(2);
    expect(calls.states).toHaveBeenLastCalledWith('polling');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sources).toHaveLength(2);
    expect(calls.snapshots).toHaveBeenCalled();
    stop();
  });

  it('only polls without a stream (data saver)', async () => {
    const { sources, calls, stop } = setup({ streamUrl: null, pollMs: 60_000 });
    expect(sources).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(calls.polls).toBe(0);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls.polls).toBe(1);
    stop();
  });

  it('filters the stream by ids or league', async () => {
    const api = createApiClient({ baseUrl: '/api', headers: () => ({}) });
    expect(streamUrl(api, { ids: ['a', 'b'] })).toBe('/api/v3/sporting_events/stream?ids=a%2Cb');
    expect(streamUrl(api, { league: 'pl' })).toBe('/api/v3/sporting_events/stream?league=pl');
    await expect(parseScoreMessage(42)).resolves.toBeNull();
  });

  it('names the states the page shows, so the stream does not send them again', () => {
    const api = createApiClient({ baseUrl: '/api', headers: () => ({}) });
    const shown = [game('a', 'br', { status: 'playing' }, 1, 0), game('b', 'br', { status: 'upcoming' })];
    const url = new URL(streamUrl(api, { ids: ['a', 'b'], known: shown }), 'http://x');
    expect(url.searchParams.get('known')).toBe(shown.map(liveStateDigest).join(','));
    // Past the API's limit the filter is left out: the stream then sends every state.
    const many = Array.from({ length: 400 }, (_, i) => game(`g${i}`, 'br', { status: 'playing' }));
    expect(new URL(streamUrl(api, { league: 'br', known: many }), 'http://x').searchParams.has('known')).toBe(
      false,
    );
  });
});
