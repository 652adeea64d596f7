/**
 * Conditional GET (RFC 9110 §8.8, §13) for what the edge makes from data: feeds and sitemaps carry
 * an ETag (a hash of the bytes) and Last-Modified (the newest date they list), and a client that
 * already holds the same answer gets 304 with no body. If-None-Match wins over If-Modified-Since
 * (§13.2.2), and compares weakly (§13.1.2), as GET allows.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator of `body`: the same bytes give the same tag on every instance. */
export function etagOf(body: string | Buffer, weak = false): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return weak ? `W/"${hash}"` : `"${hash}"`;
}

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names `etag` (or is `*`), compared weakly. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Whether the client's copy is current: If-None-Match when sent, else If-Modified-Since against
 * `lastModified` (HTTP dates have whole seconds).
 */
export function isNotModified(request: FastifyRequest, etag: string, lastModified?: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) return etagMatches(noneMatch, etag);
  const since = request.headers['if-modified-since'];
  if (!since || !lastModified) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(time / 1000);
}

export interface RevalidatedOptions {
  readonly type: string;
  readonly cacheControl: string;
  /** The newest change of what the document lists; absent when it names no date. */
  readonly lastModified?: Date;
}

/** Sends `body` with its validators, or 304 when the client's copy is the same. */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: RevalidatedOptions,
): FastifyReply {
  const etag = etagOf(body);
  reply.header('cache-control', options.cacheControl).header('etag', etag);
  // A date in the future (a clock ahead) would make caches keep the copy for ever.
  const lastModified =
    options.lastModified && options.lastModified.getTime() <= Date.now() ? options.lastModified : undefined;
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());
  if (isNotModified(request, etag, lastModified)) return reply.code(304).send();
  return reply.type(options.type).send(body);
}
