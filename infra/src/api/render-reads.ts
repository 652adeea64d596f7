/**
 * What a server render read from the API, so the page built from it can be cached by what it
 * really depends on (edge/page-cache.ts). The edge runs a page's build inside `collectReads`; every
 * API request it makes in-process (`app.inject`, which runs in the caller's async context) is noted
 * by the read cache's hooks (read-cache.ts): the answer's data topics and cache kind, whether it was
 * a reader's private answer, a route with no cache policy, or a failure. Requests from the network
 * run outside any collection and note nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataTopic } from '../db/changes';

export type ReadKind = 'live' | 'short' | 'long';

export interface RenderReads {
  readonly topics: Set<DataTopic>;
  /** The shortest-lived kind among the answers read (live < short < long); undefined: none read. */
  kind?: ReadKind;
  /** A reader's own answer was read: the page must never be shared. */
  private: boolean;
  /** A read of a route that declares no cache policy: what changes it is unknown. */
  undeclared: boolean;
  /** An answer failed (5xx) or a remote's render failed: the page is incomplete and not kept. */
  failed: boolean;
  /** An answer was 503: a dependency (the database) is down. */
  unavailable: boolean;
}

const store = new AsyncLocalStorage<RenderReads>();
const ORDER: readonly ReadKind[] = ['live', 'short', 'long'];

/** Runs `build` collecting what the API requests it makes read. */
export async function collectReads<T>(build: () => Promise<T>): Promise<{ value: T; reads: RenderReads }> {
  const reads: RenderReads = {
    topics: new Set(),
    private: false,
    undeclared: false,
    failed: false,
    unavailable: false,
  };
  const value = await store.run(reads, build);
  return { value, reads };
}

/**
 * Runs `read` outside any collection: for a fact the edge keeps for every page on its own (whether
 * a data-bonus campaign runs, edge/rewards-campaign-source.ts), which is then none of the page's
 * reads. Read inside, its uncached route would keep the page that happened to refresh it out of
 * the page cache.
 */
export function outsideRenderReads<T>(read: () => Promise<T>): Promise<T> {
  // `app.inject` goes on in its caller's context even when called from `store.exit`; a task of
  // its own, scheduled from outside the store, does not.
  return new Promise((resolve, reject) => store.exit(() => setImmediate(() => read().then(resolve, reject))));
}

/** Notes a read of a cached route (read-cache.ts), when a render is collecting. */
export function noteRead(kind: ReadKind | 'private', topics: readonly DataTopic[]): void {
  const reads = store.getStore();
  if (!reads) return;
  for (const topic of topics) reads.topics.add(topic);
  if (kind === 'private') {
    reads.private = true;
    return;
  }
  if (reads.kind === undefined || ORDER.indexOf(kind) < ORDER.indexOf(reads.kind)) reads.kind = kind;
}

/** Notes that a part of the page failed to render (a remote that threw or ran out of time). */
export function noteRenderFailure(): void {
  const reads = store.getStore();
  if (reads) reads.failed = true;
}

/** Notes an answer's status and whether its route declared a cache policy. */
export function noteAnswer(statusCode: number, declared: boolean): void {
  const reads = store.getStore();
  if (!reads) return;
  if (!declared) reads.undeclared = true;
  if (statusCode >= 500) reads.failed = true;
  if (statusCode === 503) reads.unavailable = true;
}
