/**
 * The limiter's counters in the database (table auth_limits, 0010), used when no Redis is
 * configured: every instance on the same PostgreSQL shares them. A counter's window starts with
 * its first hit and is not moved by later ones.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { EMPTY_COUNTER, type Counter } from './policy';

const toCounter = (row: { count: number; last_at: Date | string; expires_at: Date | string }): Counter => ({
  count: Number(row.count),
  lastAt: new Date(row.last_at).getTime(),
  resetAt: new Date(row.expires_at).getTime(),
});

export async function readCounters(db: Kysely<DB>, keys: readonly string[], now: Date): Promise<Counter[]> {
  const rows = await db
    .selectFrom('auth_limits')
    .select(['key', 'count', 'last_at', 'expires_at'])
    .where('key', 'in', [...keys])
    .where('expires_at', '>', now)
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, toCounter(row)]));
  return keys.map((key) => byKey.get(key) ?? EMPTY_COUNTER);
}

/** Counts one hit on `key`; a window that ended starts again. Returns the counter after it. */
export async function addHit(db: Kysely<DB>, key: string, windowMs: number, now: Date): Promise<Counter> {
  const expires = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('auth_limits')
    .values({ key, count: 1, last_at: now, expires_at: expires })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when auth_limits.expires_at <= ${now} then 1 else auth_limits.count + 1 end`,
        expires_at: sql`case when auth_limits.expires_at <= ${now} then excluded.expires_at else auth_limits.expires_at end`,
        last_at: now,
      }),
    )
    .returning(['count', 'last_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  return toCounter(row);
}

export async function clearCounter(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('auth_limits').where('key', '=', key).execute();
}

/** Removes counters whose window ended a while ago (the table stays small). */
export async function dropExpired(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('auth_limits').where('expires_at', '<', before).execute();
}
