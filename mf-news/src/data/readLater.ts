/**
 * The read-later list, saved on the device only (spec 1, spec 4 "Read-later: add/remove, local
 * only"). Stored under STORAGE.readLater in the spec's stored-local-value format (spec 3
 * "Stored local value: value plus expiry time"): `{ value, expiry }`, where expiry is the time of
 * the last change. Spec 4: an entry reads back only while expiry plus the 14-day grace has not
 * passed, else the list is empty; unparseable entries are deleted. Each saved story is also kept
 * for offline reading (./offlineCopies.ts).
 */
import type { Static } from '@sinclair/typebox';
import { STORAGE, type Article } from 'shared-contracts';
import { articleHref } from './feed';
import { dropStoryOffline, keepStoryOffline } from './offlineCopies';
import { READ_LATER_CHECKS } from './readLater.generated';
import type { SavedStorySchema } from './readLater.schemas';

export const READ_LATER_GRACE_MS = 14 * 24 * 60 * 60 * 1000;
/** A bound on what one device keeps; the oldest saves go first. */
export const READ_LATER_MAX = 100;

export type SavedStory = Static<typeof SavedStorySchema>;

const EMPTY: readonly SavedStory[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: readonly SavedStory[] } = { raw: null, list: EMPTY };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the list is then empty and saving does nothing.
    return undefined;
  }
}

function parse(raw: string, now: number): readonly SavedStory[] | 'invalid' | 'expired' {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return 'invalid';
  }
  if (!READ_LATER_CHECKS.Stored.is(json)) return 'invalid';
  return now > json.expiry + READ_LATER_GRACE_MS ? 'expired' : json.value;
}

/** The saved stories, newest first. */
export function getReadLater(now: number = Date.now()): readonly SavedStory[] {
  const store = storage();
  const raw = store?.getItem(STORAGE.readLater) ?? null;
  if (raw === cache.raw) return cache.list;
  let list: readonly SavedStory[] = EMPTY;
  if (raw !== null) {
    const parsed = parse(raw, now);
    if (typeof parsed === 'string') store?.removeItem(STORAGE.readLater);
    else list = parsed;
  }
  cache = { raw, list };
  return list;
}

function write(list: readonly SavedStory[], now: number): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(STORAGE.readLater, JSON.stringify({ value: list, expiry: now }));
  } catch (error) {
    console.warn('[mf-news] read_later_write_failed', error);
  }
  listeners.forEach((listener) => listener());
}

export const isSaved = (id: string): boolean => getReadLater().some((story) => story.id === id);

export function saveForLater(
  article: Pick<Article, 'id' | 'context' | 'name' | 'link'> & { publisher: { name: string } },
  now: number = Date.now(),
): void {
  const story: SavedStory = {
    id: article.id,
    context: article.context,
    name: article.name,
    href: articleHref(article),
    publisher: article.publisher.name,
    savedAt: now,
  };
  const list = [story, ...getReadLater(now).filter((saved) => saved.id !== article.id)];
  write(list.slice(0, READ_LATER_MAX), now);
  // Readable offline too; a story pushed off the end of the list frees its copy.
  keepStoryOffline(story.href, story.name);
  list.slice(READ_LATER_MAX).forEach((dropped) => dropStoryOffline(dropped.href));
}

export function removeFromReadLater(id: string, now: number = Date.now()): void {
  const list = getReadLater(now);
  write(
    list.filter((saved) => saved.id !== id),
    now,
  );
  list.filter((saved) => saved.id === id).forEach((removed) => dropStoryOffline(removed.href));
}

/** For useSyncExternalStore: changes in this tab and, through the storage event, in others. */
export function subscribeReadLater(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE.readLater) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
