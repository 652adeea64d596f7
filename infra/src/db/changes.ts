/**
 * Announcements of writes that change what readers see, per database: writers outside the API
 * (the feed importer) and the API's own writes say what changed; caches of rendered answers
 * (api/read-cache.ts) listen. In process only: another process or instance learns of nothing here.
 */
import type { Kysely } from 'kysely';
import type { DB } from './types';

/**
 * content: stories, their tags and publishers; events: scores and states of sporting events;
 * config: the stored site configurations.
 */
export type DataTopic = 'content' | 'events' | 'config';

type Listener = (topic: DataTopic) => void;

const listeners = new WeakMap<Kysely<DB>, Set<Listener>>();

/** Calls `listener` after every announced change of `db`'s data; returns the unsubscribe. */
export function onDataChange(db: Kysely<DB>, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Announces that `topic` data of `db` changed (after the write has committed). */
export function dataChanged(db: Kysely<DB>, topic: DataTopic): void {
  for (const listener of listeners.get(db) ?? []) listener(topic);
}
