/**
 * Paying grants out. The adapter is chosen by configuration: without REWARDS_WEBHOOK_URL a grant
 * is provisioned locally (the ledger row is the record); with it, each grant is also written to
 * the outbox in the grant's own transaction, and this worker POSTs it to the carrier's endpoint
 * with its idempotency key, retrying with exponential backoff until it is accepted. An outage
 * delays deliveries; it never loses one (the outbox row stays until a 2xx) and never sends two
 * at once (an item is locked while it is being sent; the receiver dedupes by the key). While the
 * database is down the worker does not look (queue-worker.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { startQueueWorker, type QueueWorker } from '../queue-worker';
import { DEFAULT_BACKOFF, retryDelayMs, type Backoff } from './outbox';
import { markDelivered, markFailed, takeDueDeliveries } from './outbox-queries';

export interface PayoutOptions {
  /** The carrier's endpoint; undefined: grants are provisioned locally. */
  readonly webhookUrl?: string;
  readonly backoff?: Backoff;
  /** How often the worker looks for due deliveries (default 1 s). */
  readonly pollMs?: number;
  /** Time-out of one POST (default 10 s). */
  readonly timeoutMs?: number;
  /** While true (the database is down) the worker does not look: the outbox waits in the database. */
  readonly paused?: () => boolean;
}

/** runOnce: one pass now (tests; the timer runs passes on its own), how many were delivered. */
export type PayoutWorker = QueueWorker;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export function startPayoutWorker(
  db: Kysely<DB>,
  webhookUrl: string,
  options: PayoutOptions & { onError: (error: unknown, attempt: number) => void },
): PayoutWorker {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const timeoutMs = options.timeoutMs ?? 10_000;

  const deliver = async (item: {
    id: number;
    idempotency_key: string;
    payload: string;
    attempts: number;
  }) => {
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: item.idempotency_key },
        body: item.payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`carrier answered ${response.status}`);
      await markDelivered(db, item.id, new Date());
      return true;
    } catch (error) {
      const failures = item.attempts + 1;
      options.onError(error, failures);
      const next = new Date(Date.now() + retryDelayMs(failures, backoff));
      await markFailed(db, item.id, next, error instanceof Error ? error.message : 'delivery failed');
      return false;
    }
  };

  const pass = async (stopped: () => boolean): Promise<number> => {
    const due = await takeDueDeliveries(db, new Date(), 20, timeoutMs * 3);
    let delivered = 0;
    for (const item of due) {
      if (stopped()) break;
      if (await deliver(item)) delivered += 1;
    }
    return delivered;
  };

  // One pass at a time: the timer and a caller never send the same item twice.
  return startQueueWorker(pass, {
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.paused ? { paused: options.paused } : {}),
    onError: (error) => options.onError(error, 0),
  });
}
