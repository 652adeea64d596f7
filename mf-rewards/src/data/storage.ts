/**
 * Stored local values (spec 3 "Stored local value": value plus expiry; spec 4 "Local storage"): an
 * entry reads back only while its expiry plus its key's grace has not passed, else it is empty and
 * removed; an unparseable entry is deleted. Grace: 12 h for rewards-program keys, 3 h for
 * rewards-done-article keys, 14 days for the others (spec 9).
 */
import { REWARDS_CHECKS } from './rewards.generated';

const HOUR_MS = 60 * 60 * 1000;

export function graceOf(key: string): number {
  if (key.includes('rewards_done_article')) return 3 * HOUR_MS;
  if (key.includes('rewards_program') || key.includes('adblock')) return 12 * HOUR_MS;
  return 14 * 24 * HOUR_MS;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): Store | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be refused (privacy settings): the programme then simply remembers nothing.
    return undefined;
  }
};

/** The stored value of `key`, or undefined when absent, expired past its grace or unreadable. */
export function readStored(key: string, now: number, store: Store | undefined = storage()): unknown {
  const raw = store?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    store?.removeItem(key);
    return undefined;
  }
  if (!REWARDS_CHECKS.StoredEntry.is(entry)) {
    store?.removeItem(key);
    return undefined;
  }
  if (now > entry.expiry + graceOf(key)) {
    store?.removeItem(key);
    return undefined;
  }
  return entry.value;
}

/** Stores a value that expires at `expiry` (ms), kept for its key's grace after that. */
export function writeStored(
  key: string,
  value: unknown,
  expiry: number,
  store: Store | undefined = storage(),
): void {
  try {
    store?.setItem(key, JSON.stringify({ value, expiry }));
  } catch {
    // A full or refused storage loses a hint only: the server keeps the programme's truth.
  }
}

export function removeStored(key: string, store: Store | undefined = storage()): void {
  store?.removeItem(key);
}
