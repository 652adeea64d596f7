/**
 * Revalidation of the server-rendered pages (RFC 9110 §8.8, §13), so a reader or a crawler that
 * holds a page gets 304 instead of the whole page again while it has not changed:
 * - a page that does not depend on who reads it carries a weak ETag. A page is streamed, so its
 *   bytes are known only after its headers have gone: the tag names the page's current *version*
 *   for what it depends on (its variant: path, language, time zone, Save-Data, active versions),
 *   and the version moves on whenever a render of that variant gives other bytes than the last
 *   one. A response whose bytes turned out new thus carries a tag that no longer matches anything,
 *   and a client is never told 304 for bytes it does not hold. A revalidation (If-None-Match) is
 *   rendered whole first and answered 304 when its bytes are the version the client holds.
 * - every page says what it depends on in Vary (the language and time-zone cookies, Save-Data
 *   where the page changes with it) and stays `no-cache` (always revalidated);
 * - a response that sets a cookie is the reader's own: `private`, and no ETag.
 * Versions are per instance (an instance tag is part of the ETag): another instance answers 200.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyOnEncoding } from './compression';
import { etagMatches } from './validators';
import { PRIVATE_REVALIDATE, REVALIDATE } from '../cache-control';

const hashOf = (html: string): string => createHash('sha256').update(html).digest('base64url').slice(0, 22);

interface Version {
  hash?: string;
  n: number;
}

export interface PageValidators {
  /**
   * Sets the page's Cache-Control, Vary and (for a page of nobody in particular) its ETag.
   * `variant`: what the page depends on; undefined when the response is the reader's own.
   * Returns `settle`, to call with the whole page once it is made, and whether the client's copy
   * is current (only known, and then true or false, after `settle`).
   */
  (request: FastifyRequest, reply: FastifyReply, options: PageValidatorOptions): PageRevalidation;
}

export interface PageValidatorOptions {
  readonly variant: string | undefined;
  /** Request headers the page depends on besides the cookies and Accept-Encoding. */
  readonly varyOn?: readonly string[];
}

export interface PageRevalidation {
  /** The client asked whether its copy is current (If-None-Match): render whole, then ask `fresh`. */
  readonly conditional: boolean;
  /** Records the whole page; true when the client's copy is that same version (answer 304). */
  settle(html: string): boolean;
}

const MAX_VARIANTS = 5_000;

export function createPageValidators(): PageValidators {
  const instance = randomBytes(6).toString('base64url');
  // Insertion order is the recency order: a variant used again moves to the end.
  const versions = new Map<string, Version>();
  const versionOf = (variant: string): Version => {
    const version = versions.get(variant) ?? { n: 0 };
    versions.delete(variant);
    versions.set(variant, version);
    if (versions.size > MAX_VARIANTS) versions.delete(versions.keys().next().value ?? variant);
    return version;
  };
  const tagOf = (variant: string, version: Version) =>
    `W/"${instance}.${hashOf(variant).slice(0, 10)}.${version.n}"`;

  return (request, reply, { variant, varyOn = [] }) => {
    const vary = ['cookie', ...varyOn].join(', ');
    const current = String(reply.getHeader('vary') ?? '');
    reply.header('vary', current ? `${current}, ${vary}` : vary);
    varyOnEncoding(reply);
    if (variant === undefined) {
      reply.header('cache-control', PRIVATE_REVALIDATE);
      return { conditional: false, settle: () => false };
    }
    reply.header('cache-control', REVALIDATE);
    const asked = request.headers['if-none-match'];
    const version = versionOf(variant);
    if (asked === undefined) reply.header('etag', tagOf(variant, version));
    return {
      conditional: asked !== undefined,
      settle(html) {
        const hash = hashOf(html);
        if (version.hash === undefined) version.hash = hash;
        else if (version.hash !== hash) {
          version.hash = hash;
          version.n += 1;
        }
        if (asked === undefined) return false;
        const tag = tagOf(variant, version);
        reply.header('etag', tag);
        return etagMatches(asked, tag);
      },
    };
  };
}
