/**
 * Fan-out of live score changes (docs/adr/011-crowds-and-outages.md). In-process by default; with
 * REDIS_URL every instance publishes to and listens on one Redis channel, so an SSE client on any
 * instance sees a change made on another. Messages from Redis are validated before use. Several
 * instances run the same simulator and publish the same change, so delivery is deduplicated by the
 * event's state version.
 *
 * Redis may blink: a change is always delivered in this process first, then published when Redis
 * is there (a publish that fails is logged, never the write's failure). While the subscription is
 * down the hub polls the database (`poll`: the games in play and every manual score) so changes
 * made on other instances still arrive, and polls once more when Redis is back. The last changes
 * are kept (`recent`) so a stream that reconnects gets what it missed (SSE Last-Event-ID).
 */
import { EventEmitter } from 'node:events';
import { Value } from '@sinclair/typebox/value';
import { Redis } from 'ioredis';
import { liveEventId, SportingEventSchema, type SportingEvent } from 'shared-contracts';
import type { LiveHub, LiveListener } from '../../context';

export const LIVE_CHANNEL = 'onda:sporting_events';
/** Changes kept for streams that reconnect: the newest of them, for this long at most. */
const RECENT_MAX = 2_000;
const RECENT_MS = 10 * 60_000;

class Fanout {
  private readonly emitter = new EventEmitter();
  private readonly seen = new Map<string, string>();
  private readonly log: { readonly id: string; readonly at: number; readonly event: SportingEvent }[] = [];

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {
    // Every SSE connection is one listener.
    this.emitter.setMaxListeners(0);
  }

  deliver(event: SportingEvent): void {
    if (this.seen.get(event.id) === event.version) return;
    this.seen.set(event.id, event.version);
    if (this.seen.size > 5000) this.seen.delete(this.seen.keys().next().value ?? '');
    this.log.push({ id: liveEventId(event), at: Date.now(), event });
    if (this.log.length > RECENT_MAX) this.log.shift();
    // Each listener on its own: one that throws (a closed stream, a failed recompute) must
    // neither stop the others nor fail the write that published the change.
    for (const listener of this.emitter.listeners('event') as LiveListener[]) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /**
   * The changes after the one named `lastId`, oldest first; all kept ones when it is unknown here
   * (a stream that was on another instance, or older than what is kept).
   */
  recent(lastId?: string): SportingEvent[] {
    const since = Date.now() - RECENT_MS;
    while (this.log.length > 0 && (this.log[0]?.at ?? 0) < since) this.log.shift();
    const at = lastId === undefined ? -1 : this.log.findIndex((entry) => entry.id === lastId);
    return this.log.slice(at + 1).map((entry) => entry.event);
  }

  subscribe(listener: LiveListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

export function createMemoryHub(onListenerError?: (error: unknown) => void): LiveHub {
  const fanout = new Fanout(onListenerError);
  return {
    kind: 'memory',
    state: () => 'local',
    publish: async (event) => fanout.deliver(event),
    subscribe: (listener) => fanout.subscribe(listener),
    recent: (lastId) => fanout.recent(lastId),
    close: async () => fanout.clear(),
  };
}

export interface RedisHubOptions {
  readonly url: string;
  readonly onError?: (error: Error) => void;
  /** The current state of the games that may change (polled while Redis is down). */
  readonly poll?: () => Promise<readonly SportingEvent[]>;
  /** How often to poll while Redis is down (default 2 s). */
  readonly pollMs?: number;
  /** How long the start waits for Redis before going on without it (default 3 s). */
  readonly connectWaitMs?: number;
}

export async function createRedisHub(options: RedisHubOptions): Promise<LiveHub> {
  const report = options.onError ?? (() => undefined);
  const fanout = new Fanout((error) => report(error instanceof Error ? error : new Error(String(error))));
  // Reconnect soon and forever; a publish while disconnected fails at once instead of queueing.
  const retryStrategy = (times: number) => Math.min(100 * times, 2_000);
  const publisher = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
  });
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null, retryStrategy });
  let lastError = '';
  const reportOnce = (error: Error) => {
    // A reconnecting client repeats its error every attempt: log each new one once.
    if (error.message === lastError) return;
    lastError = error.message;
    report(error);
  };
  publisher.on('error', reportOnce);
  subscriber.on('error', reportOnce);
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      report(new Error('Ignored a live update that is not JSON'));
      return;
    }
    if (Value.Check(SportingEventSchema, parsed)) fanout.deliver(parsed);
    else report(new Error('Ignored a live update that does not match SportingEventSchema'));
  });
  const up = () => subscriber.status === 'ready' && publisher.status === 'ready';

  // While the subscription is down, changes of other instances come from the database.
  let polling = false;
  const pollOnce = async () => {
    if (!options.poll || polling) return;
    polling = true;
    try {
      for (const event of await options.poll()) fanout.deliver(event);
    } catch (error) {
      report(error instanceof Error ? error : new Error(String(error)));
    } finally {
      polling = false;
    }
  };
  const poller = setInterval(() => {
    if (!up()) void pollOnce();
  }, options.pollMs ?? 2_000);
  poller.unref();
  subscriber.on('ready', () => {
    lastError = '';
    void pollOnce();
  });

  void subscriber.subscribe(LIVE_CHANNEL).catch(report);
  await waitReady([publisher, subscriber], options.connectWaitMs ?? 3_000);
  return {
    kind: 'redis',
    state: () => (up() ? 'up' : 'down'),
    publish: async (event) => {
      fanout.deliver(event);
      if (publisher.status !== 'ready') return;
      await publisher.publish(LIVE_CHANNEL, JSON.stringify(event)).catch(reportOnce);
    },
    subscribe: (listener) => fanout.subscribe(listener),
    recent: (lastId) => fanout.recent(lastId),
    close: async () => {
      clearInterval(poller);
      fanout.clear();
      // At once, connected or not (quit would wait for a Redis that may be gone).
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** Resolves when every client is ready, or after `ms` (the hub works without Redis meanwhile). */
function waitReady(clients: readonly Redis[], ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      for (const client of clients) client.off('ready', check);
      resolve();
    }
    function check() {
      if (clients.every((client) => client.status === 'ready')) finish();
    }
    for (const client of clients) client.on('ready', check);
    check();
  });
}
