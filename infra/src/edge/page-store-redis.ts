/**
 * The page cache's shared level (page-cache.ts SharedPageStore) in Redis, when REDIS_URL is set:
 * a page one instance rendered is served by the others without rendering it again, and a change
 * one instance learns of (a story stored, the site config) is announced to the others, whose kept
 * pages of that topic turn stale. Redis is optional here: every call gives up after a short
 * time-out and a down Redis only means each instance renders and keeps its own pages.
 */
import { randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { Redis } from 'ioredis';
import type { DataTopic } from '../db/changes';
import type { SharedPageStore, StoredPage } from './page-cache';

export const PAGE_TOPICS_CHANNEL = 'onda:page_topics';
const PREFIX = 'onda:page:';
const TOPICS = ['content', 'events', 'config'] as const;

const StoredPageSchema = Type.Object({
  status: Type.Integer(),
  html: Type.String(),
  headers: Type.Record(Type.String(), Type.String()),
  topics: Type.Array(Type.Union(TOPICS.map((topic) => Type.Literal(topic)))),
  kind: Type.Union([Type.Literal('live'), Type.Literal('short'), Type.Literal('long')]),
  renderedAt: Type.Number(),
  freshUntil: Type.Number(),
  staleUntil: Type.Number(),
  etag: Type.String(),
});

const AnnouncementSchema = Type.Object({
  topic: Type.Union(TOPICS.map((topic) => Type.Literal(topic))),
  from: Type.String(),
});

export interface RedisPageStore extends SharedPageStore {
  /** Calls `listener` when another instance announces a change. */
  onPeerChange(listener: (topic: DataTopic) => void): void;
  close(): Promise<void>;
}

export function createRedisPageStore(
  url: string,
  onError: (error: Error) => void = () => undefined,
): RedisPageStore {
  const self = randomUUID();
  const retryStrategy = (times: number) => Math.min(100 * times, 2_000);
  // Never wait for Redis: a command while disconnected fails at once, a slow one after 250 ms.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: 250,
    maxRetriesPerRequest: 0,
    retryStrategy,
  });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, retryStrategy });
  let lastError = '';
  const report = (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    onError(error);
  };
  client.on('error', report);
  subscriber.on('error', report);
  let listener: (topic: DataTopic) => void = () => undefined;
  void subscriber.subscribe(PAGE_TOPICS_CHANNEL).catch(report);
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (Value.Check(AnnouncementSchema, parsed) && parsed.from !== self) listener(parsed.topic);
  });
  // Announcements made while this instance was cut off are lost: after a reconnect, every kept
  // page is treated as stale once.
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (connectedBefore) for (const topic of TOPICS) listener(topic);
    connectedBefore = true;
  });
  const ready = () => client.status === 'ready';
  return {
    async get(key) {
      if (!ready()) return undefined;
      const text = await client.get(PREFIX + key);
      if (!text) return undefined;
      const parsed: unknown = JSON.parse(text);
      return Value.Check(StoredPageSchema, parsed) ? (parsed as StoredPage) : undefined;
    },
    async set(key, page, ttlMs) {
      if (!ready() || ttlMs <= 0) return;
      await client.set(PREFIX + key, JSON.stringify(page), 'PX', Math.ceil(ttlMs));
    },
    announce(topic) {
      if (!ready()) return;
      client.publish(PAGE_TOPICS_CHANNEL, JSON.stringify({ topic, from: self })).catch(report);
    },
    onPeerChange(next) {
      listener = next;
    },
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
