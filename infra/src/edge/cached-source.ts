/**
 * A fact every page needs and no reader changes (the site configuration, the topic bar, whether a
 * data-bonus campaign runs), read from the API's own routes and kept per instance, so that a crowd
 * costs one read per time to live, not one per page:
 *
 * - a fresh value is answered at once;
 * - a stale one is answered at once too while one read refreshes it behind (pages never wait for
 *   a refresh once the instance has a value);
 * - callers that find no value wait for the same read: one read in flight, however many pages ask;
 * - a failed read (no value, or a rejection) keeps the last good value and is not retried before
 *   `retryMs`: with PostgreSQL down, pages neither repeat the failing read nor lose what they had.
 */
export interface CachedSourceOptions<T> {
  /** Reads the fact; undefined when it cannot be had now. */
  readonly read: () => Promise<T | undefined>;
  /** How long a value is answered without a new read. */
  readonly ttlMs: number;
  /** How long after a failed read the next one waits (callers get the last value, if any). */
  readonly retryMs?: number;
  readonly now?: () => number;
}

export const DEFAULT_RETRY_MS = 10_000;

export function createCachedSource<T>({
  read,
  ttlMs,
  retryMs = DEFAULT_RETRY_MS,
  now = Date.now,
}: CachedSourceOptions<T>): () => Promise<T | undefined> {
  let value: { readonly value: T; readonly at: number } | undefined;
  let failedAt: number | undefined;
  let inFlight: Promise<T | undefined> | undefined;

  const refresh = (): Promise<T | undefined> => {
    inFlight ??= Promise.resolve()
      .then(read)
      .catch(() => undefined)
      .then((next) => {
        if (next === undefined) failedAt = now();
        else {
          value = { value: next, at: now() };
          failedAt = undefined;
        }
        return value?.value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return async () => {
    const at = now();
    if (value && at - value.at < ttlMs) return value.value;
    if (failedAt !== undefined && at - failedAt < retryMs) return value?.value;
    if (value) {
      void refresh();
      return value.value;
    }
    return refresh();
  };
}
