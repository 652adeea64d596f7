/**
 * Compression of what the server makes per request (pages, API JSON, sitemaps): brotli for
 * browsers that accept it, else gzip, else none. Dynamic answers use brotli's quality 4 (its
 * best speed for the size) and gzip 6; build folders are compressed once at build time at the
 * best quality (infra/build/output-files.mjs) and sent as they are (edge/plugin.ts).
 * Answers under 1 KB are sent as they are: compression would barely shrink them. Live-score
 * streams (text/event-stream) are never compressed: a compressor buffers, and a score must
 * reach the reader the moment it changes.
 */
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply } from 'fastify';

const THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: THRESHOLD,
  brotliOptions: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  },
  zlibOptions: { level: GZIP_LEVEL },
  // Text, JSON and XML, and never an event stream.
  customTypes:
    /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)(?:;|$)|image\/svg\+xml)/,
};

/** Adds `accept-encoding` to the reply's Vary header, keeping what it already names. */
export function varyOnEncoding(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'accept-encoding')) return reply;
  return reply.header('vary', [...names, 'accept-encoding'].join(', '));
}

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer an Accept-Encoding header with: the one with the highest q-value, brotli
 * on a tie; none when the header is missing or refuses both (`identity`, `br;q=0`, ...).
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q[name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const weight = (name: Encoding): number => q[name] ?? q['*'] ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return weight(best) > 0 ? best : undefined;
}

/**
 * Sends a page (HTML) compressed as the browser accepts. Pages come from the edge's not-found
 * handler, which is no route, so the compression @fastify/compress adds to every route does not
 * reach them; this does the same with the same settings.
 */
export function sendPage(reply: FastifyReply, html: string): FastifyReply {
  const { body, encoding } = encodePage(reply, html);
  return encoding ? reply.header('content-encoding', encoding).send(body) : reply.send(body);
}

/**
 * The page's bytes as they will be sent (compressed as the browser accepts), and their encoding.
 * Sets the page's type and Vary; the caller sends them (sendPage does).
 */
export function encodePage(reply: FastifyReply, html: string): { body: Buffer; encoding?: Encoding } {
  varyOnEncoding(reply.type('text/html; charset=utf-8'));
  const body = Buffer.from(html, 'utf8');
  const encoding =
    body.length >= THRESHOLD ? negotiateEncoding(reply.request.headers['accept-encoding']) : undefined;
  if (!encoding) return { body };
  const packed =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : zlib.gzipSync(body, { level: GZIP_LEVEL });
  return { body: packed, encoding };
}

/** A page sent in parts as they are ready (streamPage): each part reaches the browser at once. */
export interface PageStream {
  /** Sends a part now (compressed as far as it goes, and flushed). */
  write(html: string): void;
  /** Sends the last part and ends the page. */
  end(html: string): void;
}

/**
 * Starts sending a page (HTML) whose later parts are not ready yet, compressed as the browser
 * accepts with the settings of sendPage. A compressor keeps what it is given until it has enough;
 * each part is flushed, so the browser gets it (and can start on the stylesheets, pictures and
 * scripts it names) while the server makes the next.
 */
export function streamPage(reply: FastifyReply): PageStream {
  varyOnEncoding(reply.type('text/html; charset=utf-8'));
  const encoding = negotiateEncoding(reply.request.headers['accept-encoding']);
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : encoding === 'gzip'
        ? zlib.createGzip({ level: GZIP_LEVEL })
        : new PassThrough();
  if (encoding) reply.header('content-encoding', encoding);
  void reply.send(stream);
  return {
    write(html) {
      stream.write(html);
      if (stream instanceof PassThrough) return;
      stream.flush();
    },
    end(html) {
      stream.end(html);
    },
  };
}
