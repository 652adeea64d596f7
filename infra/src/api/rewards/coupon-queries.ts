/** The coupon campaign (spec 4, 8): its state, a reader's registration, its daily and prize limits. */
import { sql, type Kysely } from 'kysely';
import { type CouponState } from 'shared-contracts';
import type { DB } from '../../db/types';
import { periodOf } from './campaign';
import { couponState, type CouponCampaignRow } from './coupon';

const COUPON_COLUMNS = ['id', 'daily_limit', 'prize_limit', 'status', 'ends_at'] as const;

/** A coupon campaign by id, or the one started last. */
export async function findCouponCampaign(
  db: Kysely<DB>,
  now: Date,
  id?: string,
): Promise<CouponCampaignRow | undefined> {
  let query = db.selectFrom('coupon_campaigns').select(COUPON_COLUMNS);
  query = id
    ? query.where('id', '=', id)
    : query.where('starts_at', '<=', now).orderBy('starts_at', 'desc').orderBy('id').limit(1);
  return query.executeTakeFirst();
}

async function couponCounts(db: Kysely<DB>, campaignId: string, period: string) {
  const row = await db
    .selectFrom('coupon_registrations')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where period = ${period})`.as('today'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), today: Number(row.today) };
}

/** The coupon campaign's state and whether the reader registered. */
export async function couponStanding(
  db: Kysely<DB>,
  campaign: CouponCampaignRow,
  owner: string | null,
  now: Date,
): Promise<{ state: CouponState; registered: boolean }> {
  const counts = await couponCounts(db, campaign.id, periodOf(now));
  const mine = owner
    ? await db
        .selectFrom('coupon_registrations')
        .select('id')
        .where('campaign_id', '=', campaign.id)
        .where('owner', '=', owner)
        .executeTakeFirst()
    : undefined;
  return { state: couponState(campaign, now, counts), registered: mine !== undefined };
}

export type CouponOutcome =
  | { readonly kind: 'registered' }
  | { readonly kind: 'refused'; readonly reason: CouponState | 'email_taken' | 'already_registered' };

/**
 * A coupon registration, all or nothing, the campaign row locked so the day's and the prize limit
 * hold under concurrent registrations (as claimReward).
 */
export async function registerCoupon(
  db: Kysely<DB>,
  input: { campaignId: string; owner: string; fullName: string; email: string; now: Date },
): Promise<CouponOutcome> {
  return db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom('coupon_campaigns')
      .select(COUPON_COLUMNS)
      .where('id', '=', input.campaignId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const earlier = await trx
      .selectFrom('coupon_registrations')
      .select(['owner', 'email'])
      .where('campaign_id', '=', campaign.id)
      .where((eb) => eb.or([eb('owner', '=', input.owner), eb('email', '=', input.email)]))
      .execute();
    if (earlier.some((row) => row.email === input.email)) return { kind: 'refused', reason: 'email_taken' };
    if (earlier.length > 0) return { kind: 'refused', reason: 'already_registered' };
    const period = periodOf(input.now);
    const state = couponState(campaign, input.now, await couponCounts(trx, campaign.id, period));
    if (state !== 'running') return { kind: 'refused', reason: state };
    await trx
      .insertInto('coupon_registrations')
      .values({
        campaign_id: campaign.id,
        owner: input.owner,
        full_name: input.fullName,
        email: input.email,
        period,
        registered_at: input.now,
      })
      .execute();
    return { kind: 'registered' };
  });
}

/** Test hook: end or reopen the coupon campaign, or change its limits. */
export async function patchCouponCampaign(
  db: Kysely<DB>,
  id: string,
  patch: { status?: 'running' | 'ended'; daily_limit?: number | null },
): Promise<boolean> {
  if (patch.status === undefined && patch.daily_limit === undefined) {
    return (
      (await db.selectFrom('coupon_campaigns').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }
  const result = await db.updateTable('coupon_campaigns').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
