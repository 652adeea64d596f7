/**
 * Security headers of every response, through @fastify/helmet (registered server-wide in
 * app.ts): nosniff, frame and opener isolation, referrer policy, and a Content-Security-Policy.
 * HSTS only over https (RFC 6797 §7.2: a browser ignores it over http); behind a proxy the
 * forwarded protocol counts only when the server trusts that proxy (TRUST_PROXY).
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { INLINE_SCRIPT_HASHES } from './inline-scripts';
import { privateOf, REVALIDATE } from '../cache-control';

type Directives = Record<string, string[]>;

/**
 * The shell page's policy, the default of every response: scripts only from this origin (plus
 * the page's two inline scripts, by hash); Emotion injects <style> elements, hence
 * 'unsafe-inline' for styles only, and the server-rendered page's styles come as a data: URL
 * stylesheet (page-styles.ts). Structured data (<script type="application/ld+json">) is a data
 * block the browser never runs, so script-src does not concern it. Article HTML is sanitised server- and client-side as well;
 * this is the backstop. The TV player's HLS engine (video.js VHS) transmuxes in workers it makes
 * from blob: URLs of its own code, hence worker-src blob: (scripts stay 'self' only).
 */
export const SHELL_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...INLINE_SCRIPT_HASHES],
  'style-src': ["'self'", "'unsafe-inline'", 'data:'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The API reference (/api/docs, Swagger UI): its own script and style files, the data: images
 * of its stylesheet, the OpenAPI document from this origin; never framed.
 */
export const DOCS_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: SHELL_CSP },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // Set per request below: only over https.
  strictTransportSecurity: false,
};

/** Headers of shell pages that helmet does not cover. */
export const PAGE_HEADERS = {
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cache-control': REVALIDATE,
} as const;

/** Build folders are meant for other origins too (a CDN, a shell elsewhere): CORS and CORP agree. */
export const CROSS_ORIGIN_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/**
 * Files of a build folder a browser only ever runs or reads as a subresource of a page: a script,
 * a style sheet, a source map, JSON, a font or a raster image. A page's policy (CSP, framing,
 * referrer, opener) governs documents and workers, never these, and on HTTP/1.1 it costs about
 * 0.8 kB of headers on each of a page's twenty-odd scripts: they get `nosniff` (a script or style
 * sheet of the wrong type is refused) with CORS and CORP. Anything that can be opened as a
 * document or run as a worker (HTML, SVG, the service worker `sw.js`) keeps the full set.
 */
export function isSubresourceFile(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
  if (name === 'sw.js') return false;
  return /\.(?:m?js|css|map|json|woff2?|png|jpe?g|webp|gif|ico|avif|txt)$/.test(name);
}

export const SUBRESOURCE_HEADERS = { 'x-content-type-options': 'nosniff' } as const;

const isDocs = (url: string): boolean => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Hooks that go with helmet: the docs' own policy (onRoute: must be added before the API's
 * routes), and HSTS on https responses.
 */
export function addSecurityHooks(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isDocs(route.url)) return;
    // @fastify/helmet reads a route's own options from its config (its onRoute hook, which puts
    // them there from `route.helmet`, has already run).
    route.config = Object.assign({}, route.config, {
      helmet: { contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } },
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol reads X-Forwarded-Proto only from a trusted proxy (Fastify trustProxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    markPrivate(reply);
    return payload;
  });
}

/**
 * A response that sets a cookie is the reader's own: no shared cache may keep it (RFC 9111
 * §5.2.2.7 private), whatever the route said about caching.
 */
export function markPrivate(reply: {
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}): void {
  if (reply.getHeader('set-cookie') === undefined) return;
  const current = String(reply.getHeader('cache-control') ?? '');
  if (/\b(?:private|no-store)\b/i.test(current)) return;
  reply.header('cache-control', privateOf(current));
}
