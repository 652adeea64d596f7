/**
 * Server-rendered pages kept like a newsroom keeps its front page: a page that does not depend on
 * who reads it is rendered once and served to everyone from here (docs/operations.md "Page cache").
 *
 * - Keyed by what the render is given (page-key.ts: path and query, locale, time zone, cookie
 *   consent, Save-Data, the active versions of the registry), never by the reader.
 * - Dropped by what changes it: the render notes the data topics of every API answer it read
 *   (api/render-reads.ts); after a change of one of them (a story stored, a score, the site
 *   config) the page is rendered again before it is served. Versions are part of the key, so a
 *   registry activation is a new page.
 * - Fresh as long as the shortest-lived answer it read (live 10 s, short 30 s, long 300 s; at
 *   most `maxFreshMs`); then, for `staleMs`, served stale while one render replaces it
 *   (stale-while-revalidate). A crowd arriving on a miss waits for one render (single flight).
 * - While the database is down, any kept page is served however old it is (stale-if-error).
 * - With Redis (page-store-redis.ts) rendered pages and changes are shared between instances.
 *
 * Pages whose render read a reader's own answer, failed or read an undeclared route are not kept.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { DataTopic } from '../db/changes';
import { ByteLru } from '../media/byte-lru';
import { collectReads, type ReadKind, type RenderReads } from '../api/render-reads';

export interface StoredPage {
  readonly status: number;
  readonly html: string;
  /** Headers of the page besides the common ones (vary, content-security-policy). */
  readonly headers: Readonly<Record<string, string>>;
  readonly topics: readonly DataTopic[];
  readonly kind: ReadKind;
  /** When its render began (ms): changes after this make it stale. */
  readonly renderedAt: number;
  readonly freshUntil: number;
  readonly staleUntil: number;
  readonly etag: string;
}

/** A stored page with its compressed bodies, made once. */
export interface KeptPage extends StoredPage {
  readonly raw: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** A second level shared by instances (Redis); every call may fail or time out: it is optional. */
export interface SharedPageStore {
  get(key: string): Promise<StoredPage | undefined>;
  set(key: string, page: StoredPage, ttlMs: number): Promise<void>;
  /** Tells the other instances a topic changed. */
  announce(topic: DataTopic): void;
}

export interface PageCacheOptions {
  /** 0 keeps nothing. */
  readonly maxBytes: number;
  /** Longest time a page is fresh. */
  readonly maxFreshMs: number;
  /** How long after it stops being fresh a page is still served while it is re-rendered. */
  readonly staleMs: number;
  /** How long a page is kept for serving while the database is down. */
  readonly keepMs: number;
  readonly now?: () => number;
  readonly shared?: SharedPageStore;
  /** Told of each request's outcome and each render's time, by the page's path (metrics). */
  readonly observer?: PageCacheObserver;
}

export type PageOutcome = 'hit' | 'stale' | 'miss' | 'bypass' | 'unavailable';

export interface PageCacheObserver {
  /** `page`: the page's kind (its route id, page-request.ts), never a raw path. */
  outcome(page: string, outcome: PageOutcome): void;
  rendered(page: string, seconds: number): void;
}

/** What a render produces, ready to keep. */
export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** fresh: serve; stale: its time is up, serve while re-rendering; changed: what it read changed. */
export type Freshness = 'fresh' | 'stale' | 'changed' | 'expired';

const KIND_MS: Readonly<Record<ReadKind, number>> = { live: 10_000, short: 30_000, long: 300_000 };
/** A wait on another request's render ends after this; the waiter then renders on its own. */
const WAIT_MS = 10_000;

export function pageEtag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}

const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

function keep(page: StoredPage): KeptPage {
  const raw = Buffer.from(page.html, 'utf8');
  return { ...page, raw, br: zlib.brotliCompressSync(raw, BROTLI), gzip: zlib.gzipSync(raw, { level: 6 }) };
}

/** Whether a render's reads allow its page to be kept, and how long it is fresh. */
export function keepable(reads: RenderReads, page: RenderedPage): boolean {
  return !reads.private && !reads.undeclared && !reads.failed && page.status < 500;
}

export class PageCache {
  private readonly lru: ByteLru<KeptPage>;
  private readonly changedAt: Record<DataTopic, number> = { content: 0, events: 0, config: 0 };
  private readonly inFlight = new Map<string, Promise<KeptPage | undefined>>();
  private readonly now: () => number;
  private readonly counts: Record<PageOutcome | 'shared', number> = {
    hit: 0,
    stale: 0,
    miss: 0,
    bypass: 0,
    unavailable: 0,
    shared: 0,
  };

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    // Each page is kept three times (raw, brotli, gzip); the string is not kept.
    this.lru = new ByteLru<KeptPage>(
      options.maxBytes,
      (page) => page.raw.length + page.br.length + page.gzip.length + 500,
    );
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  /** A topic's data changed here (or, `fromPeer`, on another instance): its pages are stale. */
  changed(topic: DataTopic, fromPeer = false): void {
    this.changedAt[topic] = this.now();
    if (!fromPeer) this.options.shared?.announce(topic);
  }

  freshness(page: StoredPage): Freshness {
    const now = this.now();
    if (now >= page.staleUntil) return 'expired';
    // A page whose data changed is rendered again before anyone gets it (readers who arrive
    // meanwhile wait for that one render); one that only aged is served while it is replaced.
    if (page.topics.some((topic) => this.changedAt[topic] >= page.renderedAt)) return 'changed';
    return now < page.freshUntil ? 'fresh' : 'stale';
  }

  /** The kept page of `key` (this instance's, else the shared one), whatever its freshness. */
  async lookup(key: string): Promise<KeptPage | undefined> {
    const local = this.lru.get(key);
    if (local && this.now() < local.renderedAt + this.options.keepMs) return local;
    const stored = await this.options.shared?.get(key).catch(() => undefined);
    if (!stored || this.freshness(stored) === 'expired' || this.freshness(stored) === 'changed')
      return undefined;
    const page = keep(stored);
    this.lru.set(key, page);
    this.counts.shared += 1;
    return page;
  }

  /**
   * The page of `key` by one render at a time: a request that finds a render under way waits for
   * it; otherwise `render` runs (collecting its reads) and its page is kept when it may be.
   */
  render(key: string, page: string, render: () => Promise<RenderedPage>): Promise<KeptPage | undefined> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const startedAt = this.now();
    const clock = performance.now();
    const task = collectReads(render).then(
      ({ value, reads }) => {
        this.options.observer?.rendered(page, (performance.now() - clock) / 1000);
        return keepable(reads, value) ? this.store(key, value, reads, startedAt) : undefined;
      },
      () => undefined,
    );
    this.inFlight.set(key, task);
    void task.finally(() => this.inFlight.delete(key));
    return task;
  }

  /** Waits at most WAIT_MS for a render under way of `key`; undefined when there is none. */
  waitFor(key: string): Promise<KeptPage | undefined> | undefined {
    const running = this.inFlight.get(key);
    if (!running) return undefined;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), WAIT_MS);
      timer.unref();
      void running.then((page) => {
        clearTimeout(timer);
        resolve(page);
      });
    });
  }

  isRendering(key: string): boolean {
    return this.inFlight.has(key);
  }

  count(page: string, outcome: PageOutcome): void {
    this.counts[outcome] += 1;
    this.options.observer?.outcome(page, outcome);
  }

  stats() {
    return { ...this.lru.stats(), ...this.counts };
  }

  private store(
    key: string,
    value: RenderedPage,
    reads: RenderReads,
    renderedAt: number,
  ): KeptPage | undefined {
    // Every page carries the site configuration (name, menus) beside what it read.
    const topics = [...new Set<DataTopic>([...reads.topics, 'config'])];
    const kind = reads.kind ?? 'long';
    const freshMs = Math.min(KIND_MS[kind], this.options.maxFreshMs);
    const page = keep({
      ...value,
      topics,
      kind,
      renderedAt,
      freshUntil: renderedAt + freshMs,
      staleUntil: renderedAt + freshMs + this.options.staleMs,
      etag: pageEtag(value.html),
    });
    if (!this.enabled) return page;
    this.lru.set(key, page);
    void this.options.shared
      ?.set(
        key,
        {
          ...value,
          topics,
          kind,
          renderedAt,
          freshUntil: page.freshUntil,
          staleUntil: page.staleUntil,
          etag: page.etag,
        },
        freshMs + this.options.staleMs,
      )
      .catch(() => undefined);
    return page;
  }
}
