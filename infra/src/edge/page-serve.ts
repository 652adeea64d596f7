/**
 * The page handler's hook into the page cache (plugin.ts → servePage): a page is built into a
 * PageWriter, which sends it to the reader as it is made (streamed or whole, compressed) and keeps
 * a copy for the cache; a kept page is sent from the cache with its ETag, `Cache-Control` for
 * shared caches (s-maxage; stale-while-revalidate for CDNs) and `Vary`. While the database is down, a kept
 * page is served however old, and a page never kept gets the translated "try again" page (503).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../api/read-cache';
import { negotiateEncoding, sendPage, streamPage, type PageStream } from './compression';
import type { KeptPage, PageCache, RenderedPage } from './page-cache';
import { PAGE_HEADERS } from './security-headers';
import { RETRY_AFTER_SECONDS } from './try-again-page';
import { NO_STORE, PRIVATE_REVALIDATE, publicStaleFor, sharedFor } from '../cache-control';

/** What a page's build writes to: a status, headers, then its HTML in one or more parts. */
export class PageWriter {
  private status = 200;
  private readonly headers: Record<string, string> = {};
  private readonly parts: string[] = [];
  private stream?: PageStream;

  /** `reply`: the reader the page is sent to as it is made; none for a render in the background. */
  constructor(private readonly reply?: FastifyReply) {}

  get started(): boolean {
    return this.parts.length > 0;
  }

  code(status: number): this {
    this.status = status;
    return this;
  }

  header(name: string, value: string): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  /** A part that can go out now, before the rest is ready. */
  write(html: string): void {
    this.parts.push(html);
    if (!this.reply) return;
    this.stream ??= streamPage(this.head(this.reply));
    this.stream.write(html);
  }

  /** The last part. */
  end(html: string): void {
    this.parts.push(html);
    if (!this.reply) return;
    if (this.stream) this.stream.end(html);
    else sendPage(this.head(this.reply), this.parts.join(''));
  }

  page(): RenderedPage {
    return { status: this.status, headers: { ...this.headers }, html: this.parts.join('') };
  }

  private head(reply: FastifyReply): FastifyReply {
    return pageHead(reply, this.status, this.headers);
  }
}

/**
 * A page's status and headers on its reply: the common ones, the page's own, the Vary names the
 * reply already had kept beside the page's, and `private` when the reply sets the reader's cookie
 * (unless the reply is `no-store`: a form's answer).
 */
export function pageHead(
  reply: FastifyReply,
  status: number,
  headers: Readonly<Record<string, string>>,
): FastifyReply {
  const vary = [reply.getHeader('vary'), headers['vary']].filter((v) => v !== undefined).join(', ');
  const cacheControl = reply.getHeader('cache-control');
  reply.code(status).headers(PAGE_HEADERS).headers(headers);
  if (typeof cacheControl === 'string') reply.header('cache-control', cacheControl);
  // The reader's own cookie makes the answer private (an answer kept by no one stays so).
  if (reply.hasHeader('set-cookie') && cacheControl !== NO_STORE)
    reply.header('cache-control', PRIVATE_REVALIDATE);
  if (vary) reply.header('vary', [...new Set(vary.split(/\s*,\s*/).filter(Boolean))].join(', '));
  return reply;
}

export interface ServePageContext {
  readonly cache: PageCache;
  readonly key: string;
  /** The page's kind, its route id (for metrics). */
  readonly page: string;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** Builds the page into the writer. */
  readonly build: (out: PageWriter) => Promise<void>;
  /** True while the database is known to be down. */
  readonly databaseDown: () => boolean;
  /** The "try again" page for this request. */
  readonly tryAgain: () => string;
  /** False when shared caches must not keep the page (their key misses what it depends on). */
  readonly shared?: boolean;
}

/**
 * Cache headers of a kept page: browsers ask again each time (ETag), shared caches keep it for
 * its fresh seconds. Serving it stale while it is replaced is said to CDNs only (RFC 9213
 * `CDN-Cache-Control`; nginx does it by its own configuration): a browser that took a
 * `stale-while-revalidate` for itself would show an old page without asking, even offline, where
 * the service worker must say the page is a copy.
 */
export function pageCacheHeaders(page: KeptPage, now: number, personal: boolean): Record<string, string> {
  if (personal) return { 'cache-control': PRIVATE_REVALIDATE };
  const fresh = Math.max(0, Math.floor((page.freshUntil - now) / 1000));
  const stale = Math.max(0, Math.floor((page.staleUntil - Math.max(now, page.freshUntil)) / 1000));
  return {
    'cache-control': sharedFor(fresh),
    'cdn-cache-control': publicStaleFor(fresh, stale),
  };
}

export const PAGE_VARY = 'accept-encoding, cookie, save-data';

export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  outcome: 'hit' | 'stale',
  now = Date.now(),
  shared = true,
): FastifyReply {
  const personal = reply.hasHeader('set-cookie') || !shared;
  reply
    .code(page.status)
    .headers(PAGE_HEADERS)
    .headers(page.headers)
    .headers(pageCacheHeaders(page, now, personal))
    .header('vary', PAGE_VARY)
    .header('etag', page.etag)
    .header('x-page-cache', outcome)
    .type('text/html; charset=utf-8');
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) {
    return reply.code(304).send();
  }
  const encoding =
    page.raw.length >= 1024 ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw);
}

export async function servePage(ctx: ServePageContext): Promise<FastifyReply> {
  const { cache, key, page, request, reply } = ctx;
  const revalidate = () => {
    if (cache.isRendering(key)) return;
    void cache.render(key, page, async () => {
      const out = new PageWriter();
      await ctx.build(out);
      return out.page();
    });
  };
  const kept = await cache.lookup(key);
  const down = ctx.databaseDown();
  const freshness = kept && cache.freshness(kept);
  if (kept && freshness === 'fresh') {
    cache.count(page, 'hit');
    return sendKeptPage(request, reply, kept, 'hit', undefined, ctx.shared);
  }
  // Aged (or the database is down): served as it is while one render replaces it.
  if (kept && (freshness === 'stale' || down)) {
    cache.count(page, 'stale');
    if (!down) revalidate();
    return sendKeptPage(request, reply, kept, 'stale', undefined, ctx.shared);
  }
  if (down) {
    cache.count(page, 'unavailable');
    return reply
      .code(503)
      .headers(PAGE_HEADERS)
      .header('cache-control', NO_STORE)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .type('text/html; charset=utf-8')
      .send(ctx.tryAgain());
  }
  const waiting = cache.waitFor(key);
  if (waiting) {
    const waited = (await waiting) ?? kept;
    if (waited) {
      cache.count(page, 'hit');
      return sendKeptPage(request, reply, waited, waited === kept ? 'stale' : 'hit', undefined, ctx.shared);
    }
    // That render was not kept (a failure, a reader's answer): this request renders its own.
    await ctx.build(new PageWriter(reply));
    return reply;
  }
  // This request renders the page, streamed to its reader, and keeps it for the others.
  cache.count(page, 'miss');
  reply.header('x-page-cache', 'miss');
  const out = new PageWriter(reply);
  let failure: unknown;
  await cache.render(key, page, async () => {
    try {
      await ctx.build(out);
    } catch (error) {
      failure = error;
      throw error;
    }
    return out.page();
  });
  if (failure !== undefined && !out.started) throw failure;
  return reply;
}
