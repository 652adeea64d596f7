/**
 * How senders learn that alerts were queued. In process by default; with REDIS_URL a message on
 * one Redis channel wakes the senders of every instance, so the first free one sends at once
 * (the database locks each delivery for one sender). The jobs, their retries and the dedup live
 * in the database, which every instance shares; Redis only carries the wake-up, so an outage of
 * it delays alerts to the next one-second look, never loses one.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { PushWake } from './sender';

export const PUSH_CHANNEL = 'onda:push:queued';

export function createMemoryWake(): PushWake {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: () => emitter.emit('wake'),
    onWake: (listener) => {
      emitter.on('wake', listener);
      return () => emitter.off('wake', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisWake(url: string, onError: (error: Error) => void): PushWake {
  const local = createMemoryWake();
  // Never wait for Redis: the start goes on without it, both clients reconnect soon and forever,
  // and a wake-up while disconnected is dropped at once (the senders' one-second look covers it).
  const retryStrategy = (times: number) => Math.min(100 * times, 2_000);
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, retryStrategy });
  let lastError = '';
  const reportOnce = (error: Error) => {
    // A reconnecting client repeats its error every attempt: report each new one once.
    if (error.message === lastError) return;
    lastError = error.message;
    onError(error);
  };
  publisher.on('error', reportOnce);
  subscriber.on('error', reportOnce);
  subscriber.on('ready', () => (lastError = ''));
  subscriber.on('message', () => local.notify());
  void subscriber.subscribe(PUSH_CHANNEL).catch(reportOnce);
  return {
    notify: () => {
      local.notify();
      if (publisher.status === 'ready') publisher.publish(PUSH_CHANNEL, '1').catch(reportOnce);
    },
    onWake: local.onWake,
    close: async () => {
      await local.close();
      // At once, connected or not (quit would wait for a Redis that may be gone).
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
