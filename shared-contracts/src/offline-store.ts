/**
 * Stories kept for offline reading (issue "PWA" 3, docs/adr/012): saving a story for later also
 * stores its page, its first picture and the scripts its page runs in OFFLINE_CACHE, which the
 * service worker answers from when the network is gone. Removing the story frees its page and
 * picture, and the scripts no other saved story uses. Browsers without the Cache API (or with
 * storage disabled) keep the list without the offline copy: every call then resolves quietly.
 */
import { OFFLINE_CACHE, OFFLINE_HEADERS, offlineAssetsOf } from 'shared-contracts/core';

export interface OfflineCopy {
  /** The story's page path, as saved. */
  readonly href: string;
  readonly title: string;
  /** Bytes of its page and picture. */
  readonly bytes: number;
  readonly savedAt: number;
}

const openCache = async (): Promise<Cache | undefined> => {
  try {
    return typeof caches === 'undefined' ? undefined : await caches.open(OFFLINE_CACHE);
  } catch {
    return undefined;
  }
};

const pageKey = (href: string): string => new URL(href, window.location.origin).toString();

/** Fetches `url` (same site) and stores it; its size in bytes, 0 when it could not be had. */
async function store(cache: Cache, url: string, replace = true): Promise<number> {
  if (!replace && (await cache.match(url))) return 0;
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  if (!response?.ok) return 0;
  const body = await response.arrayBuffer();
  await cache.put(url, new Response(body, { status: 200, headers: response.headers }));
  return body.byteLength;
}

/**
 * Stores `href`'s page, its first picture and its scripts. Resolves to the copy kept, or
 * undefined when nothing could be stored (offline, no Cache API, page not found).
 */
export async function keepOffline(
  href: string,
  title: string,
  now = Date.now(),
): Promise<OfflineCopy | undefined> {
  const cache = await openCache();
  if (!cache) return undefined;
  try {
    const response = await fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (!response.ok) return undefined;
    const html = await response.text();
    const { scripts, image } = offlineAssetsOf(html);
    const imageBytes = image ? await store(cache, image) : 0;
    // Scripts are immutable (versioned folders): one copy serves every saved story.
    await Promise.all(scripts.map((script) => store(cache, script, false)));
    const pageBytes = new TextEncoder().encode(html).byteLength;
    const bytes = pageBytes + imageBytes;
    const headers = new Headers(response.headers);
    headers.set(OFFLINE_HEADERS.title, encodeURIComponent(title));
    headers.set(OFFLINE_HEADERS.bytes, String(bytes));
    headers.set(OFFLINE_HEADERS.savedAt, String(now));
    headers.set(OFFLINE_HEADERS.assets, [imageBytes > 0 && image ? image : '-', ...scripts].join(' '));
    headers.delete('content-length');
    headers.delete('content-encoding');
    await cache.put(pageKey(href), new Response(html, { status: 200, headers }));
    return { href, title, bytes, savedAt: now };
  } catch {
    return undefined;
  }
}

const assetsOf = (response: Response): string[] =>
  (response.headers.get(OFFLINE_HEADERS.assets) ?? '').split(' ').filter((url) => url && url !== '-');

/** The saved pages: their keys and what their headers say. */
async function savedPages(cache: Cache): Promise<{ key: string; response: Response }[]> {
  const pages: { key: string; response: Response }[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response?.headers.has(OFFLINE_HEADERS.bytes)) pages.push({ key: request.url, response });
  }
  return pages;
}

/** Frees `href`'s page and picture, and the scripts no other saved story needs. */
export async function dropOffline(href: string): Promise<void> {
  const cache = await openCache();
  if (!cache) return;
  try {
    const key = pageKey(href);
    const pages = await savedPages(cache);
    const page = pages.find((entry) => entry.key === key);
    if (!page) return;
    const stillUsed = new Set(
      pages.filter((entry) => entry.key !== key).flatMap((entry) => assetsOf(entry.response)),
    );
    await cache.delete(key);
    await Promise.all(
      assetsOf(page.response)
        .filter((url) => !stillUsed.has(url))
        .map((url) => cache.delete(url)),
    );
  } catch {
    // Nothing stored, or storage gone: nothing to free.
  }
}

/** Every story kept offline on this device, by path. */
export async function offlineCopies(): Promise<ReadonlyMap<string, OfflineCopy>> {
  const cache = await openCache();
  const copies = new Map<string, OfflineCopy>();
  if (!cache) return copies;
  try {
    for (const { key, response } of await savedPages(cache)) {
      const url = new URL(key);
      const href = url.pathname + url.search;
      copies.set(href, {
        href,
        title: decodeURIComponent(response.headers.get(OFFLINE_HEADERS.title) ?? ''),
        bytes: Number(response.headers.get(OFFLINE_HEADERS.bytes)) || 0,
        savedAt: Number(response.headers.get(OFFLINE_HEADERS.savedAt)) || 0,
      });
    }
  } catch {
    // Storage gone: no copies.
  }
  return copies;
}
