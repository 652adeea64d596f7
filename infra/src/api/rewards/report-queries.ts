/** The operations report of the programme: grants per day and campaign, refusals, outbox backlog. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

export interface RewardsReport {
  readonly grants: { day: string; campaign_id: string; grants: number; megabytes: number }[];
  readonly refusals: { campaign_id: string; reason: string; claims: number }[];
  readonly outbox: { pending: number; failing: number; delivered: number; oldest_pending: Date | null };
}

/** Operations report: grants per day and campaign, refused claims by reason, outbox backlog. */
export async function rewardsReport(db: Kysely<DB>): Promise<RewardsReport> {
  const grants = await db
    .selectFrom('reward_grants')
    .select((eb) => [
      'period as day',
      'campaign_id',
      eb.fn.countAll<string>().as('grants'),
      eb.fn.sum<string>('bonus_mb').as('megabytes'),
    ])
    .groupBy(['period', 'campaign_id'])
    .orderBy('period', 'desc')
    .orderBy('campaign_id')
    .execute();
  const refusals = await db
    .selectFrom('reward_refusals')
    .select((eb) => ['campaign_id', 'reason', eb.fn.countAll<string>().as('claims')])
    .groupBy(['campaign_id', 'reason'])
    .orderBy('campaign_id')
    .orderBy('reason')
    .execute();
  const outbox = await db
    .selectFrom('reward_outbox')
    .select([
      sql<string>`count(*) filter (where delivered_at is null)`.as('pending'),
      sql<string>`count(*) filter (where delivered_at is null and attempts > 0)`.as('failing'),
      sql<string>`count(*) filter (where delivered_at is not null)`.as('delivered'),
      sql<Date | null>`min(next_attempt_at) filter (where delivered_at is null)`.as('oldest_pending'),
    ])
    .executeTakeFirstOrThrow();
  return {
    grants: grants.map((row) => ({
      day: row.day,
      campaign_id: row.campaign_id,
      grants: Number(row.grants),
      megabytes: Number(row.megabytes),
    })),
    refusals: refusals.map((row) => ({ ...row, claims: Number(row.claims) })),
    outbox: {
      pending: Number(outbox.pending),
      failing: Number(outbox.failing),
      delivered: Number(outbox.delivered),
      oldest_pending: outbox.oldest_pending === null ? null : new Date(outbox.oldest_pending),
    },
  };
}
