/**
 * What the page, the remotes and the service worker agree on for offline use (docs/adr/012):
 * the worker's URL, the cache that holds the stories a reader saved to read offline, the headers
 * that describe each saved story in that cache, and the messages the page sends the worker.
 * Pure values and parsing only; the Cache API calls are in ./offline-store.ts.
 */

/** The service worker, served by the edge from the active shell version (scope '/'). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Saved stories: each story's page (HTML), its first picture, and the scripts its page runs.
 * Never expired by the worker: a story leaves it when the reader removes it from the list.
 */
export const OFFLINE_CACHE = 'onda-offline-v1';

/** Headers of a saved page in OFFLINE_CACHE: what the offline page and the list show. */
export const OFFLINE_HEADERS = {
  title: 'x-onda-offline-title',
  /** Bytes the story takes: its page and its picture (the scripts are shared by every story). */
  bytes: 'x-onda-offline-bytes',
  /** Space-separated URLs stored with the page: its picture first (or '-'), then its scripts. */
  assets: 'x-onda-offline-assets',
  savedAt: 'x-onda-offline-saved-at',
} as const;

/** Messages from the page to the worker (`postMessage({ type, ... })`). */
export const WORKER_MESSAGES = {
  /** Back online: send the writes queued while offline (once). */
  replayWrites: 'onda:replay-writes',
  /** The reader's interface language, for the offline page: `{ type, locale }`. */
  locale: 'onda:locale',
  /** The page accepts the waiting version: it takes over, the page reloads into it. */
  skipWaiting: 'SKIP_WAITING',
} as const;

/** The worker's message to a page in front carrying a push alert `{ type, message }` (a toast). */
export const PUSH_MESSAGE_TYPE = 'onda:push';

/** Header of the worker's answer to a write it queued while offline (status 202). */
export const QUEUED_HEADER = 'x-onda-queued';

const ENTRY_ATTR = /<script[^>]*\sdata-entry="([^"]*)"/;
const PRELOAD_ATTR = /<script[^>]*\sdata-preload="([^"]*)"/;
const LEAD_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/;
const SRC_ATTR = /\ssrc="([^"]+)"/;

const unescapeAttr = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Same-site paths only: a saved page never makes the worker store another site's files. */
const sitePath = (url: string): string | undefined => (/^\/(?!\/)/.test(url) ? url : undefined);

/**
 * What a server-rendered page needs to run offline, read from its HTML: the entry scripts and the
 * scripts fetched alongside them (the edge's starter attributes), and its first picture (the
 * server-rendered `<img fetchpriority="high">`).
 */
export function offlineAssetsOf(html: string): { scripts: string[]; image?: string } {
  const list = (match: RegExpMatchArray | null) =>
    match?.[1] ? unescapeAttr(match[1]).split(/\s+/).filter(Boolean) : [];
  const scripts = [...list(html.match(ENTRY_ATTR)), ...list(html.match(PRELOAD_ATTR))]
    .map(sitePath)
    .filter((url): url is string => url !== undefined);
  const img = html.match(LEAD_IMAGE)?.[0].match(SRC_ATTR)?.[1];
  const image = img ? sitePath(unescapeAttr(img)) : undefined;
  return { scripts: [...new Set(scripts)], ...(image ? { image } : {}) };
}
