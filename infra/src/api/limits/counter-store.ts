/**
 * Where the limiter's counters live: Redis when REDIS_URL is set (one Lua script per hit, so
 * instances never race), else the database (queries.ts). Either way every instance counts in the
 * same place. A Redis that fails falls back to the database for that call: limits still hold.
 */
import type { Kysely } from 'kysely';
import { Redis } from 'ioredis';
import type { DB } from '../../db/types';
import { EMPTY_COUNTER, type Counter } from './policy';
import { addHit, clearCounter, dropExpired, readCounters } from './queries';

export interface CounterStore {
  readonly kind: 'redis' | 'database';
  read(keys: readonly string[], now: Date): Promise<Counter[]>;
  add(key: string, windowMs: number, now: Date): Promise<Counter>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export function databaseStore(db: Kysely<DB>): CounterStore {
  let hits = 0;
  return {
    kind: 'database',
    read: (keys, now) => readCounters(db, keys, now),
    add: async (key, windowMs, now) => {
      // Now and then, forget windows that ended a day ago.
      if ((hits += 1) % 500 === 0) await dropExpired(db, new Date(now.getTime() - 86_400_000));
      return addHit(db, key, windowMs, now);
    },
    clear: (key) => clearCounter(db, key),
    close: async () => {},
  };
}

// KEYS[1]: the counter; ARGV: now (ms), window (ms). Returns count, last hit, ms left.
const ADD_SCRIPT = `
local count = redis.call('HINCRBY', KEYS[1], 'c', 1)
redis.call('HSET', KEYS[1], 'l', ARGV[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {count, redis.call('PTTL', KEYS[1])}`;

const PREFIX = 'onda:limit:';

export function redisStore(
  url: string,
  fallback: CounterStore,
  onError: (error: unknown) => void,
): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', onError);
  const orFallback = async <T>(run: () => Promise<T>, other: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      onError(error);
      return other();
    }
  };
  return {
    kind: 'redis',
    read: (keys, now) =>
      orFallback(
        async () => {
          const pipeline = redis.pipeline();
          for (const key of keys) pipeline.hmget(PREFIX + key, 'c', 'l').pttl(PREFIX + key);
          const results = (await pipeline.exec()) ?? [];
          return keys.map((_key, index) => {
            const [fieldsError, fields] = results[index * 2] ?? [];
            const [ttlError, ttl] = results[index * 2 + 1] ?? [];
            if (fieldsError || ttlError) throw fieldsError ?? ttlError;
            const [count, last] = fields as [string | null, string | null];
            if (!count || typeof ttl !== 'number' || ttl <= 0) return EMPTY_COUNTER;
            return { count: Number(count), lastAt: Number(last ?? 0), resetAt: now.getTime() + ttl };
          });
        },
        () => fallback.read(keys, now),
      ),
    add: (key, windowMs, now) =>
      orFallback(
        async () => {
          const [count, ttl] = (await redis.eval(ADD_SCRIPT, 1, PREFIX + key, now.getTime(), windowMs)) as [
            number,
            number,
          ];
          return { count, lastAt: now.getTime(), resetAt: now.getTime() + Math.max(ttl, 0) };
        },
        () => fallback.add(key, windowMs, now),
      ),
    clear: (key) =>
      orFallback(
        async () => {
          await redis.del(PREFIX + key);
        },
        () => fallback.clear(key),
      ),
    close: async () => {
      redis.disconnect();
    },
  };
}
