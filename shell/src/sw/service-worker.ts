/**
 * The site's service worker (docs/adr/012-offline-and-versions.md), built with Workbox by the
 * shell's build (infra/build/service-worker.mjs) and served by the edge as /sw.js from the active
 * shell version. What it does, by kind of request:
 * - nothing is fetched ahead (no precache): the reader's data is metered, and the worker stores
 *   only what the pages opened; a new shell version's worker drops the older versions' shell
 *   files from its cache once it takes over;
 * - what decides which version runs (the page HTML, /registry.json) and /healthz: from the
 *   network; a page is answered from a copy only when the network fails (offline), then the
 *   offline page;
 * - the shell's and the remotes' chunks, pictures and TV posters (immutable URLs): cache-first,
 *   bounded;
 *   TV video segments and playlists: never cached;
 * - API reads: network-first with a cached fallback; likes, follows and reward writes made
 *   offline: queued and sent once when back online (write-queue.ts).
 */
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { OFFLINE_CACHE, WORKER_MESSAGES } from 'shared-contracts/offline';
import { offlinePage, withOfflineNotice } from './offline-page';
import { isQueuedWrite, queueWhenOffline, replayWrites } from './write-queue';
import { readLocale, rememberLocale } from './worker-locale';
import { listenForPushes } from './push-handlers';

declare const self: ServiceWorkerGlobalScope;

/**
 * This worker's shell version folder (`/shell/{version}/`), written in by the edge as it serves
 * /sw.js: each shell version is a new worker (the update notice), which keeps that version's
 * files and drops the older ones'.
 */
const SHELL_BASE = '__SHELL_BASE__';

const DAY = 24 * 60 * 60;
export const CACHES = {
  pages: 'onda-pages-v1',
  code: 'onda-code-v1',
  images: 'onda-images-v1',
  api: 'onda-api-v1',
} as const;

/**
 * Once this version takes over, the older shell versions' files leave the code cache (pages still
 * open on one fetch them again from its folder, which stays served), and so does the precache the
 * workers before this one filled at install.
 */
async function dropOtherShellVersions(): Promise<void> {
  for (const name of await caches.keys()) {
    if (name.startsWith('workbox-precache')) await caches.delete(name);
  }
  const code = await caches.open(CACHES.code);
  for (const request of await code.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/shell/') && !pathname.startsWith(SHELL_BASE)) await code.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOtherShellVersions().then(() => self.clients.claim()));
});
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const message = data as { type?: unknown; locale?: unknown };
  if (message.type === WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
  if (message.type === WORKER_MESSAGES.replayWrites) event.waitUntil(replayWrites());
  if (message.type === WORKER_MESSAGES.locale) event.waitUntil(rememberLocale(message.locale));
});

// Push alerts (docs/adr/013-push-alerts.md): notifications, or a toast in a page in front.
listenForPushes();

const sameOrigin = (url: URL): boolean => url.origin === self.location.origin;

// What decides versions, and health: always the network, never a copy.
registerRoute(
  ({ url }) => sameOrigin(url) && ['/registry.json', '/healthz', '/sw.js'].includes(url.pathname),
  new NetworkOnly(),
);

// Pages: the network; a copy only when it fails (a saved story, a page read before), else the
// offline page. No timeout race: a copy names the versions of its day, and a slow answer is
// still the one that carries a rollback or a new version.
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    // Read from the cache only when the network failed: the page says it is a copy.
    {
      cachedResponseWillBeUsed: async ({ cachedResponse }) =>
        cachedResponse && withOfflineNotice(cachedResponse, await readLocale()),
    },
  ],
});
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const saved = await caches.match(options.request.url, { cacheName: OFFLINE_CACHE, ignoreVary: true });
      if (saved) return withOfflineNotice(saved, await readLocale());
      return offlinePage(await readLocale(), CACHES.pages);
    }
  }),
);

// TV clips: posters and thumbnails are pictures; playlists, segments, captions and MP4s never
// enter a cache (they are large, and streamed by range).
registerRoute(
  ({ url }) =>
    sameOrigin(url) && url.pathname.startsWith('/static/tv/') && !/\.(jpe?g|png|webp)$/.test(url.pathname),
  new NetworkOnly(),
);

const code = new CacheFirst({
  cacheName: CACHES.code,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});

// Remote chunks and the shell's other versions: immutable URLs, cache-first. A page that is open
// on an older version keeps loading its chunks (from here, or from the network).
registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname.startsWith('/remotes/') || url.pathname.startsWith('/shell/')),
  async (options) => {
    const kept = await caches.match(options.request, { ignoreVary: true });
    return kept ?? code.handle(options);
  },
);
// Pictures: the site's image route, TV posters, the shell's assets.
const images = new CacheFirst({
  cacheName: CACHES.images,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image',
  async (options) => {
    try {
      return await images.handle(options);
    } catch (error) {
      // Offline: a saved story's picture in another width (srcset) still shows.
      const saved = await caches.match(options.request.url, { cacheName: OFFLINE_CACHE, ignoreSearch: true });
      if (saved) return saved;
      throw error;
    }
  },
);

// Writes that can wait: queued when the network fails, sent once when it is back.
for (const method of ['POST', 'PUT', 'DELETE'] as const) {
  registerRoute(
    ({ url, request }) => sameOrigin(url) && isQueuedWrite(url, request.method),
    queueWhenOffline,
    method,
  );
}

// API reads: the network, else the last answer (a story, a list) while offline. The live-score
// stream and sign-in are never cached.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.includes('/auth') &&
    !url.pathname.endsWith('/stream') &&
    request.headers.get('accept') !== 'text/event-stream',
  new NetworkFirst({
    cacheName: CACHES.api,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: DAY, purgeOnQuotaError: true }),
    ],
  }),
);
