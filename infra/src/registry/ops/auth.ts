/**
 * The ops page's credential and CSRF protection. The operator signs in with HTTP Basic
 * (user "ops", password OPS_TOKEN), compared in constant time; the browser keeps it for the
 * session. Because a browser sends Basic credentials by itself, every POST also needs the page's
 * CSRF token (an HMAC of a fixed text under OPS_TOKEN, so every server derives the same one and
 * it changes with the credential) and must not come from another site (Sec-Fetch-Site / Origin).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

export const sameSecret = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));

export const csrfTokenOf = (opsToken: string): string =>
  createHmac('sha256', opsToken).update('onda ops page csrf').digest('hex');

export function isOperator(request: FastifyRequest, opsToken: string): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Both compared in full, whatever the first says, so the timing tells nothing.
  const user = sameSecret(decoded.slice(0, colon), 'ops');
  const password = sameSecret(decoded.slice(colon + 1), opsToken);
  return user && password;
}

/** A POST from the ops page itself: the right CSRF token, and not sent by another site. */
export function isSameSitePost(request: FastifyRequest, csrf: unknown, opsToken: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    if (host !== request.headers.host) return false;
  }
  return typeof csrf === 'string' && sameSecret(csrf, csrfTokenOf(opsToken));
}
