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
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';

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

/**
 * One of the API's own answers, read in process (`inject`: one code path with the browser's) and
 * checked against its schema: the value, or undefined with why (its status, or `invalid`).
 */
export async function readApi<S extends TSchema>(
  app: FastifyInstance,
  url: string,
  schema: S,
  onRefused?: (why: number | 'invalid') => void,
): Promise<Static<S> | undefined> {
  const res = await app.inject({ url });
  if (res.statusCode !== 200) {
    onRefused?.(res.statusCode);
    return undefined;
  }
  const body: unknown = res.json();
  if (Value.Check(schema, body)) return body;
  onRefused?.('invalid');
  return undefined;
}

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
