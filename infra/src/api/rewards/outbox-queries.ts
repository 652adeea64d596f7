/** The payout outbox (docs/adr/009): due deliveries taken under a lock, marked delivered or failed. */
import { type Kysely } from 'kysely';
import type { DB } from '../../db/types';

export interface OutboxItem {
  readonly id: number;
  readonly idempotency_key: string;
  readonly payload: string;
  readonly attempts: number;
}

/**
 * Takes up to `limit` due deliveries for `lockMs` (another worker skips them meanwhile); an item
 * whose worker died is due again when its lock runs out.
 */
export async function takeDueDeliveries(
  db: Kysely<DB>,
  now: Date,
  limit: number,
  lockMs: number,
): Promise<OutboxItem[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('reward_outbox')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('reward_outbox')
      .set({ locked_until: new Date(now.getTime() + lockMs) })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returning(['id', 'idempotency_key', 'payload', 'attempts'])
      .execute();
  });
}

export async function markDelivered(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('reward_outbox')
    .set((eb) => ({
      delivered_at: now,
      locked_until: null,
      attempts: eb('attempts', '+', 1),
      last_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  db: Kysely<DB>,
  id: number,
  nextAttemptAt: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('reward_outbox')
    .set((eb) => ({
      next_attempt_at: nextAttemptAt,
      locked_until: null,
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
    }))
    .where('id', '=', id)
    .execute();
}
