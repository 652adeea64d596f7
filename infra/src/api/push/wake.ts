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

export async function createRedisWake(url: string, onError: (error: Error) => void): Promise<PushWake> {
  const local = createMemoryWake();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(PUSH_CHANNEL);
  subscriber.on('message', () => local.notify());
  return {
    notify: () => {
      local.notify();
      publisher.publish(PUSH_CHANNEL, '1').catch(onError);
    },
    onWake: local.onWake,
    close: async () => {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
