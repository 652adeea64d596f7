/**
 * The ad-blocker probe (spec 4 "Ad-blocker", spec 7 "Ads"): one HEAD request for a dot image this
 * site serves under an ad-like path, 1 s time-out, no retries; an error or the time-out means
 * blocked. The result is stored (spec 3 "Stored local value": value plus expiry, read back within
 * the ad-blocker key's 12 h grace) and reused; it runs only with the reader's consent (the
 * caller's rule).
 *
 * A failure says nothing of a blocker when the device is offline (a reader on a metered plan
 * often is, for a moment): no answer then (`ran` false), nothing stored, and the next page probes
 * again, instead of the ad-blocker dialog for the next 12 hours.
 */
import { STORAGE, TRACKING_PATHS } from 'shared-contracts';

export const PROBE_TIMEOUT_MS = 1000;
/** Spec 4: ad-blocker keys are read back for 12 h past their expiry. */
export const PROBE_GRACE_MS = 12 * 60 * 60 * 1000;

export interface ProbeResult {
  readonly blocked: boolean;
  /** False when the stored result was reused (the probe did not run). */
  readonly ran: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ProbeDeps {
  readonly fetch: typeof fetch;
  readonly store?: Store;
  readonly now?: () => number;
}

/** The stored result, when it is still within its grace. */
export function storedProbe(store: Store | undefined, now: number): boolean | undefined {
  const raw = store?.getItem(STORAGE.adBlock);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as { value?: { blocked?: unknown }; expiry?: unknown };
    if (typeof entry.expiry !== 'number' || typeof entry.value?.blocked !== 'boolean') throw new Error('bad');
    if (now > entry.expiry + PROBE_GRACE_MS) {
      store?.removeItem(STORAGE.adBlock);
      return undefined;
    }
    return entry.value.blocked;
  } catch {
    store?.removeItem(STORAGE.adBlock);
    return undefined;
  }
}

export async function probeAdBlock({ fetch, store, now = Date.now }: ProbeDeps): Promise<ProbeResult> {
  const stored = storedProbe(store, now());
  if (stored !== undefined) return { blocked: stored, ran: false };
  let blocked = true;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(TRACKING_PATHS.adProbe, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'omit',
      signal: timeout.signal,
    });
    blocked = !response.ok;
  } catch {
    blocked = true;
  } finally {
    clearTimeout(timer);
  }
  if (blocked && navigator.onLine === false) return { blocked: false, ran: false };
  try {
    store?.setItem(STORAGE.adBlock, JSON.stringify({ value: { blocked }, expiry: now() }));
  } catch {
    // A full or refused storage only means the probe runs again next time.
  }
  return { blocked, ran: true };
}
