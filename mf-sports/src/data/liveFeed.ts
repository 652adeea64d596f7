/**
 * Live score updates (issue item 3): Server-Sent Events from api/v3/sporting_events/stream, which
 * sends `event: score` with a full SportingEvent, `retry: 5000` and heartbeats. While the stream is
 * down the page polls, and when it comes back one poll catches up what the gap missed. Where
 * EventSource does not exist, or on data saver, the page only polls.
 */
import {
  LIVE_KNOWN_MAX_LENGTH,
  liveStateDigest,
  WIRE_CHECKS,
  type ApiClient,
  type SportingEvent,
} from 'shared-contracts';

/** The shell's API base (shell/src/platform/create-platform.ts); EventSource needs a plain URL. */
/** Polling while streaming is unavailable: the 10-15 s of the best score sites. */
export const FALLBACK_POLL_MS = 15_000;
/** Data saver: one request a minute. */
export const DATA_SAVER_POLL_MS = 60_000;
/** After the browser gave up on the stream (an HTTP error), try it again this much later. */
export const STREAM_RETRY_MS = 30_000;
/** The stream's ids filter is capped at 2000 characters by the API. */
const MAX_IDS_LENGTH = 2000;

export type FeedState = 'streaming' | 'polling' | 'reconnecting';

export interface LiveFeedOptions {
  /** null: poll only (data saver, or no EventSource). */
  readonly streamUrl: string | null;
  readonly pollMs: number;
  /** A fresh list of the page's games, or null when the call failed. */
  readonly poll: () => Promise<readonly SportingEvent[] | null>;
  readonly onEvent: (event: SportingEvent) => void;
  readonly onSnapshot: (events: readonly SportingEvent[]) => void;
  readonly onState: (state: FeedState) => void;
  readonly createEventSource?: (url: string) => EventSource;
}

/**
 * The stream URL for some games (ids) or a league; no filter means every change. `known` are the
 * games as the page shows them: the stream's first messages leave out those still in that state.
 */
export function streamUrl(
  api: ApiClient,
  filter: { ids?: readonly string[]; league?: string; known?: readonly SportingEvent[] },
): string {
  const ids = filter.ids?.join(',');
  const known = filter.known?.map(liveStateDigest).join(',');
  return api.url('v3/sporting_events/stream', {
    ids: ids && ids.length <= MAX_IDS_LENGTH ? ids : undefined,
    league: filter.league || undefined,
    known: known && known.length <= LIVE_KNOWN_MAX_LENGTH ? known : undefined,
  });
}

/**
 * Parses one `score` message; anything not matching the shared schema is dropped. The check's
 * schemas load with the first message (no first view needs them); a message that comes while they
 * cannot load is dropped too, and the next poll brings the change.
 */
export async function parseScoreMessage(data: unknown): Promise<SportingEvent | null> {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const check = WIRE_CHECKS.SportingEvent;
  try {
    await check.ready();
  } catch {
    return null;
  }
  return check.is(json) ? json : null;
}

/** Starts the feed; the returned function stops it and releases the connection. */
export function startLiveFeed(options: LiveFeedOptions): () => void {
  let stopped = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | undefined;
  let opened = false;

  const pollOnce = async (): Promise<void> => {
    const events = await options.poll();
    if (!stopped && events) options.onSnapshot(events);
  };
  // Chained timeouts, so a slow call never overlaps the next one.
  const schedulePoll = (): void => {
    if (stopped || pollTimer !== undefined) return;
    pollTimer = setTimeout(() => {
      void pollOnce().finally(() => {
        pollTimer = undefined;
        if (!stopped && (!source || source.readyState !== 1)) schedulePoll();
      });
    }, options.pollMs);
  };
  const stopPolling = (): void => {
    clearTimeout(pollTimer);
    pollTimer = undefined;
  };

  const connect = (url: string): void => {
    const create = options.createEventSource ?? ((u: string) => new EventSource(u));
    const es = create(url);
    source = es;
    // Messages are passed on in the order they came, each once checked.
    let delivered = Promise.resolve();
    es.addEventListener('score', (message) => {
      delivered = delivered.then(async () => {
        const event = await parseScoreMessage(message.data);
        if (event && !stopped) options.onEvent(event);
      });
    });
    es.onopen = () => {
      stopPolling();
      options.onState('streaming');
      // A reconnection: changes during the gap may not be re-sent (a league or unfiltered stream).
      if (opened) void pollOnce();
      opened = true;
    };
    es.onerror = () => {
      if (stopped) return;
      // CONNECTING: the browser reconnects by itself (retry: 5000). CLOSED: it gave up, retry later.
      if (es.readyState === 2) {
        es.close();
        retryTimer = setTimeout(() => connect(url), STREAM_RETRY_MS);
        options.onState('polling');
      } else options.onState('reconnecting');
      schedulePoll();
    };
  };

  if (options.streamUrl) connect(options.streamUrl);
  else {
    options.onState('polling');
    schedulePoll();
  }
  return () => {
    stopped = true;
    stopPolling();
    clearTimeout(retryTimer);
    source?.close();
  };
}
