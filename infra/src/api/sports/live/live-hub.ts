/**
 * Fan-out of live score changes (ARCHITECTURE.md "Live scores"). In-process by default; with
 * REDIS_URL every instance publishes to and listens on one Redis channel, so an SSE client on any
 * instance sees a change made on another. Messages from Redis are validated before use. Several
 * instances run the same simulator and publish the same change, so delivery is deduplicated by the
 * event's state version.
 */
import { EventEmitter } from 'node:events';
import { Value } from '@sinclair/typebox/value';
import { Redis } from 'ioredis';
import { SportingEventSchema, type SportingEvent } from 'shared-contracts';
import type { LiveHub, LiveListener } from '../../context';

export const LIVE_CHANNEL = 'onda:sporting_events';

class Fanout {
  private readonly emitter = new EventEmitter();
  private readonly seen = new Map<string, string>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {
    // Every SSE connection is one listener.
    this.emitter.setMaxListeners(0);
  }

  deliver(event: SportingEvent): void {
    if (this.seen.get(event.id) === event.version) return;
    this.seen.set(event.id, event.version);
    if (this.seen.size > 5000) this.seen.delete(this.seen.keys().next().value ?? '');
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
    publish: async (event) => fanout.deliver(event),
    subscribe: (listener) => fanout.subscribe(listener),
    close: async () => fanout.clear(),
  };
}

export interface RedisHubOptions {
  readonly url: string;
  readonly onError?: (error: Error) => void;
}

export async function createRedisHub(options: RedisHubOptions): Promise<LiveHub> {
  const report = options.onError ?? (() => undefined);
  const fanout = new Fanout((error) => report(error instanceof Error ? error : new Error(String(error))));
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.on('error', report);
  subscriber.on('error', report);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(LIVE_CHANNEL);
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
  return {
    kind: 'redis',
    publish: async (event) => {
      await publisher.publish(LIVE_CHANNEL, JSON.stringify(event));
    },
    subscribe: (listener) => fanout.subscribe(listener),
    close: async () => {
      fanout.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
