/**
 * HTTP caching of the API's reads, and the rendered answers each instance keeps.
 *
 * A route opts in with `config: { cache: cachePolicy(kind, topics) }`. Then its 200 answers carry
 * a weak ETag (a hash of the serialized body), `If-None-Match` answers 304, and Cache-Control says
 * how long browsers and shared caches may keep it (CACHE_CONTROL, docs/operations.md). Public
 * answers are also kept here as serialized JSON, keyed by path and sorted query, in an LRU bounded
 * by bytes: the next identical request is answered before validation and handler run. A kept
 * answer is dropped when data of one of its topics changes (db/changes.ts: the importer, the score
 * hook, the live hub) and after a short time-to-live at the latest, since some answers depend on
 * the clock alone (stories published later, games going live). Answers of a reader (a PSID or a
 * signed-in user) are private and never kept; errors are never cached.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataTopic } from '../db/changes';
import { ByteLru } from '../media/byte-lru';
import { noteAnswer, noteRead } from './render-reads';
import { NO_STORE, PRIVATE_REVALIDATE, publicStaleFor } from '../cache-control';

/** live: lists that change by the minute; short: feeds, search; long: configuration and trees. */
export type CacheKind = 'live' | 'short' | 'long' | 'private';

export interface CachePolicy {
  readonly kind: CacheKind;
  /** The data the answer is made of: a change of it drops the kept answer. */
  readonly topics: readonly DataTopic[];
  /** With a reader (PSID or signed-in user) the answer is the reader's own: private, not kept. */
  readonly perReader: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
}

export const CACHE_CONTROL: Readonly<Record<CacheKind, string>> = {
  live: publicStaleFor(10, 20),
  short: publicStaleFor(30, 60),
  long: publicStaleFor(300, 600),
  private: PRIVATE_REVALIDATE,
};

/** The request header that selects the reader (reader.ts). */
const READER_HEADER = 'PSID';

/** The route option of a cached read. */
export function cachePolicy(
  kind: CacheKind,
  topics: readonly DataTopic[],
  options: { perReader?: boolean } = {},
): { cache: CachePolicy } {
  return { cache: { kind, topics, perReader: options.perReader ?? false } };
}

interface Entry {
  readonly body: string;
  readonly etag: string;
  readonly contentType: string;
  readonly expires: number;
  readonly topics: readonly DataTopic[];
  /** The topics' generations when the answer began to be computed. */
  readonly stamp: readonly number[];
}

export interface ReadCacheOptions {
  /** 0 keeps nothing (headers and 304s still apply). */
  readonly maxBytes: number;
  readonly ttlMs: number;
  /** Milliseconds now (the API's clock). */
  readonly now: () => number;
}

/** The rendered answers of one instance. */
export class ReadCache {
  private readonly lru: ByteLru<Entry>;
  private readonly generations: Record<DataTopic, number> = { content: 0, events: 0, config: 0 };

  constructor(private readonly options: ReadCacheOptions) {
    // Strings are UTF-16 in memory: two bytes a character is the honest bound.
    this.lru = new ByteLru<Entry>(options.maxBytes, (entry) => entry.body.length * 2 + 200);
  }

  /** Drops every kept answer made of `topic` (lazily: they no longer match at the next read). */
  invalidate(topic: DataTopic): void {
    this.generations[topic] += 1;
  }

  stamp(topics: readonly DataTopic[]): number[] {
    return topics.map((topic) => this.generations[topic]);
  }

  get(key: string): Entry | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    const fresh =
      entry.expires > this.options.now() &&
      entry.topics.every((topic, index) => this.generations[topic] === entry.stamp[index]);
    if (fresh) return entry;
    this.lru.delete(key);
    return undefined;
  }

  set(key: string, entry: Omit<Entry, 'expires'>): void {
    if (this.options.maxBytes === 0) return;
    this.lru.set(key, { ...entry, expires: this.options.now() + this.options.ttlMs });
  }

  stats() {
    return this.lru.stats();
  }
}

/** Path and query with its parameters sorted: the same question asked in any order. */
export function cacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query === '' ? url.slice(0, at) : `${url.slice(0, at)}?${query}`;
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** If-None-Match against an ETag, by weak comparison (RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

interface Pending {
  readonly key: string;
  readonly stamp: readonly number[];
  /** Settles the wait of identical requests that came meanwhile (with the kept answer, if any). */
  readonly settle?: (entry: Entry | undefined) => void;
}

/**
 * Hooks of the API plugin: answers kept answers first (after the reader is known), keeps and
 * labels fresh ones as they are serialized, and marks errors of cached routes not storable.
 */
export function registerReadCache(fastify: FastifyInstance, cache: ReadCache): void {
  const pending = new WeakMap<FastifyRequest, Pending>();
  // One computation per key at a time: identical requests arriving during a miss wait for it
  // rather than all asking the database (a cold start or an expiry under load).
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
  const isPrivate = (request: FastifyRequest, policy: CachePolicy) =>
    policy.kind === 'private' || (policy.perReader && request.reader.kind !== 'anonymous');
  const label = (reply: FastifyReply, policy: CachePolicy, etag: string, privately: boolean) => {
    reply.header('etag', etag);
    reply.header('cache-control', CACHE_CONTROL[privately ? 'private' : policy.kind]);
    if (policy.perReader || policy.kind === 'private') reply.header('vary', READER_HEADER);
  };

  fastify.addHook('onRequest', async (request, reply) => {
    const policy = request.routeOptions.config.cache;
    // A server render reading this answer depends on its topics (render-reads.ts).
    if (policy && isRead(request))
      noteRead(isPrivate(request, policy) ? 'private' : policy.kind, policy.topics);
    if (!policy || !isRead(request) || isPrivate(request, policy)) return;
    const key = cacheKey(request.url);
    let entry = cache.get(key);
    if (!entry && request.method === 'GET') {
      const computing = inFlight.get(key);
      if (computing) entry = await waitAtMost(computing, WAIT_MS);
      else {
        let settle: (entry: Entry | undefined) => void = () => undefined;
        const promise = new Promise<Entry | undefined>((resolve) => (settle = resolve));
        inFlight.set(key, promise);
        pending.set(request, {
          key,
          stamp: cache.stamp(policy.topics),
          settle: (kept) => {
            if (inFlight.get(key) === promise) inFlight.delete(key);
            settle(kept);
          },
        });
        return;
      }
    }
    if (!entry) {
      pending.set(request, { key, stamp: cache.stamp(policy.topics) });
      return;
    }
    label(reply, policy, entry.etag, false);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.header('content-type', entry.contentType).send(entry.body);
  });

  fastify.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const policy = request.routeOptions.config.cache;
    if (!policy || !isRead(request)) return payload;
    if (reply.statusCode !== 200) {
      reply.header('cache-control', NO_STORE);
      return payload;
    }
    // Serialized once, by the route's own response schema, and then handed to Fastify as is.
    const body = reply.serialize(payload) as string;
    const etag = weakEtag(body);
    const privately = isPrivate(request, policy);
    label(reply, policy, etag, privately);
    const waiting = pending.get(request);
    if (waiting && !privately && request.method === 'GET') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.set(waiting.key, { body, etag, contentType, topics: policy.topics, stamp: waiting.stamp });
      pending.delete(request);
      waiting.settle?.(cache.get(waiting.key));
    }
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.serializer(() => '');
    } else {
      reply.serializer(() => body);
    }
    return payload;
  });

  // Errors, answers not kept, requests given up: the waiting requests compute their own.
  const release = async (request: FastifyRequest) => {
    pending.get(request)?.settle?.(undefined);
    pending.delete(request);
  };
  fastify.addHook('onSend', async (request, reply, payload) => {
    noteAnswer(reply.statusCode, request.routeOptions.config.cache !== undefined);
    return payload;
  });
  fastify.addHook('onResponse', release);
  fastify.addHook('onRequestAbort', release);
}

/** How long an identical request waits for a computation under way before computing its own. */
const WAIT_MS = 2_000;

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
