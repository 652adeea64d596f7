/**
 * The rewards domain's reading queries (docs/adr/006): campaigns, the tracking a reader landed with,
 * the reads and shares that count, and where a reader stands. Claims and the grants ledger are in
 * claim-queries.ts, the payout outbox in outbox-queries.ts, coupons in coupon-queries.ts, the
 * operations report in report-queries.ts.
 */
import { sql, type Kysely } from 'kysely';
import { conditionsOf, type RewardConditions, type Tracking } from 'shared-contracts';
import type { DB } from '../../db/types';
import { isAccountOwner } from '../reader';
import { startOfLocalDay } from '../time';
import { CAMPAIGN_TIME_ZONE, countsOf, periodOf, type CampaignRow, type ReaderCounts } from './campaign';

export const CAMPAIGN_COLUMNS = [
  'id',
  'name',
  'bonus_mb',
  'daily_limit',
  'status',
  'starts_at',
  'ends_at',
  'store_ios',
  'store_android',
] as const;

/** A campaign by id, or the one started last (the running programme). */
export async function findCampaign(db: Kysely<DB>, now: Date, id?: string): Promise<CampaignRow | undefined> {
  let query = db.selectFrom('reward_campaigns').select(CAMPAIGN_COLUMNS);
  query = id
    ? query.where('id', '=', id)
    : query.where('starts_at', '<=', now).orderBy('starts_at', 'desc').orderBy('id').limit(1);
  return query.executeTakeFirst();
}

/** Remembers the tracking parameters a reader landed with (newer values win, absent ones stay). */
export async function saveTracking(
  db: Kysely<DB>,
  owner: string,
  tracking: Tracking,
  now: Date,
): Promise<void> {
  if (!tracking.clickid && !tracking.aff_click_id && !tracking.utm_campaign) return;
  const values = {
    clickid: tracking.clickid ?? null,
    aff_click_id: tracking.aff_click_id ?? null,
    utm_campaign: tracking.utm_campaign ?? null,
  };
  await db
    .insertInto('reward_tracking')
    .values({ owner, ...values, updated_at: now })
    .onConflict((oc) =>
      oc.column('owner').doUpdateSet({
        clickid: sql`coalesce(excluded.clickid, reward_tracking.clickid)`,
        aff_click_id: sql`coalesce(excluded.aff_click_id, reward_tracking.aff_click_id)`,
        utm_campaign: sql`coalesce(excluded.utm_campaign, reward_tracking.utm_campaign)`,
        updated_at: now,
      }),
    )
    .execute();
}

export interface StoredTracking {
  readonly clickid: string | null;
  readonly aff_click_id: string | null;
  readonly utm_campaign: string | null;
}

const NO_TRACKING: StoredTracking = { clickid: null, aff_click_id: null, utm_campaign: null };

export async function trackingOf(db: Kysely<DB>, owner: string): Promise<StoredTracking> {
  const row = await db
    .selectFrom('reward_tracking')
    .select(['clickid', 'aff_click_id', 'utm_campaign'])
    .where('owner', '=', owner)
    .executeTakeFirst();
  return row ?? NO_TRACKING;
}

/** Where the campaign's current period starts: its local day, or the campaign's start. */
function periodStart(campaign: CampaignRow, now: Date): Date {
  const dayStart = startOfLocalDay(periodOf(now), CAMPAIGN_TIME_ZONE);
  return campaign.starts_at > dayStart ? campaign.starts_at : dayStart;
}

/** Distinct items the server served to the reader in the campaign's current period. */
async function periodReads(
  db: Kysely<DB>,
  owner: string,
  campaign: CampaignRow,
  now: Date,
): Promise<string[]> {
  const from = periodStart(campaign, now);
  const rows = await db
    .selectFrom('reads')
    .select('content_id')
    .where('owner', '=', owner)
    .where('read_at', '>=', from)
    .orderBy('read_at')
    .orderBy('content_id')
    .execute();
  return rows.map((row) => row.content_id);
}

/** Distinct items the reader shared in the campaign's current period. */
async function periodShares(
  db: Kysely<DB>,
  owner: string,
  campaign: CampaignRow,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('shares')
    .select('content_id')
    .where('owner', '=', owner)
    .where('shared_at', '>=', periodStart(campaign, now))
    .orderBy('shared_at')
    .orderBy('content_id')
    .execute();
  return rows.map((row) => row.content_id);
}

/** The kind of a published story ('news') or video ('video'), or undefined when there is none. */
export async function shareableKind(
  db: Kysely<DB>,
  id: string,
  now: Date,
): Promise<'news' | 'video' | undefined> {
  const row = await db
    .selectFrom('content')
    .select('type')
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.type === 'videos' ? 'video' : 'news';
}

/**
 * A share the reader made: one row per distinct item (sharing again moves shared_at, so it
 * counts in today's period), with the tracking the reader landed with, the first known.
 */
export async function recordShare(
  db: Kysely<DB>,
  share: {
    owner: string;
    contentId: string;
    kind: 'news' | 'video';
    channel: string;
    tracking: StoredTracking;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('shares')
    .values({
      owner: share.owner,
      content_id: share.contentId,
      kind: share.kind,
      channel: share.channel,
      ...share.tracking,
      created_at: share.at,
      shared_at: share.at,
    })
    .onConflict((oc) =>
      oc.columns(['owner', 'content_id']).doUpdateSet({
        shared_at: share.at,
        channel: share.channel,
        clickid: sql`coalesce(shares.clickid, excluded.clickid)`,
        aff_click_id: sql`coalesce(shares.aff_click_id, excluded.aff_click_id)`,
        utm_campaign: sql`coalesce(shares.utm_campaign, excluded.utm_campaign)`,
      }),
    )
    .execute();
}

async function grantsInPeriod(db: Kysely<DB>, campaignId: string, period: string): Promise<number> {
  const row = await db
    .selectFrom('reward_grants')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('campaign_id', '=', campaignId)
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const GRANT_COLUMNS = [
  'id',
  'campaign_id',
  'bonus_mb',
  'idempotency_key',
  'delivery',
  'granted_at',
  'clickid',
  'aff_click_id',
  'utm_campaign',
] as const;

export interface GrantRow {
  readonly id: number;
  readonly campaign_id: string;
  readonly bonus_mb: number;
  readonly idempotency_key: string;
  readonly delivery: 'local' | 'webhook';
  readonly granted_at: Date;
  readonly clickid: string | null;
  readonly aff_click_id: string | null;
  readonly utm_campaign: string | null;
}

async function readerGrant(
  db: Kysely<DB>,
  campaignId: string,
  owner: string,
  period: string,
): Promise<GrantRow | undefined> {
  return db
    .selectFrom('reward_grants')
    .select(GRANT_COLUMNS)
    .where('campaign_id', '=', campaignId)
    .where('owner', '=', owner)
    .where('period', '=', period)
    .executeTakeFirst();
}

export interface ReaderStanding {
  readonly campaign: CampaignRow;
  readonly grantsThisPeriod: number;
  readonly grant: GrantRow | undefined;
  readonly conditions: RewardConditions;
  /** What counts: reads and shares capped by their conditions, registration, the progress. */
  readonly counts: ReaderCounts;
  readonly completed: boolean;
  readonly tracking: StoredTracking;
  readonly period: string;
}

/** A reader's tracking and the campaign's conditions for them (an affiliate landing asks for 3 reads). */
export async function readerConditions(
  db: Kysely<DB>,
  campaign: Pick<CampaignRow, 'name'>,
  owner: string,
): Promise<{ tracking: StoredTracking; conditions: RewardConditions }> {
  const tracking = await trackingOf(db, owner);
  return { tracking, conditions: conditionsOf(campaign.name, tracking.aff_click_id !== null) };
}

export async function standingOf(
  db: Kysely<DB>,
  campaign: CampaignRow,
  owner: string,
  now: Date,
): Promise<ReaderStanding> {
  const period = periodOf(now);
  const { tracking, conditions } = await readerConditions(db, campaign, owner);
  const counts = countsOf({
    conditions,
    reads: await periodReads(db, owner, campaign, now),
    shares: await periodShares(db, owner, campaign, now),
    signedIn: isAccountOwner(owner),
  });
  return {
    campaign,
    grantsThisPeriod: await grantsInPeriod(db, campaign.id, period),
    grant:
      (await readerGrant(db, campaign.id, owner, period)) ??
      (await carriedGrant(db, campaign.id, period, owner, null)),
    conditions,
    counts,
    completed: counts.progress.completed,
    tracking,
    period,
  };
}

/** Where a reader stands in a campaign (pre_reward). */
export async function readerStanding(
  db: Kysely<DB>,
  campaign: CampaignRow,
  owner: string | null,
  now: Date,
): Promise<ReaderStanding> {
  if (owner) return standingOf(db, campaign, owner, now);
  const period = periodOf(now);
  const conditions = conditionsOf(campaign.name, false);
  return {
    campaign,
    grantsThisPeriod: await grantsInPeriod(db, campaign.id, period),
    grant: undefined,
    conditions,
    counts: countsOf({ conditions, reads: [], shares: [], signedIn: false }),
    completed: false,
    tracking: NO_TRACKING,
    period,
  };
}

/** Test hook: end or reopen a campaign, change its daily limit or its text (its conditions). */
export async function patchCampaign(
  db: Kysely<DB>,
  id: string,
  patch: { name?: string; status?: 'running' | 'ended'; daily_limit?: number | null },
): Promise<boolean> {
  if (patch.name === undefined && patch.status === undefined && patch.daily_limit === undefined) {
    return (
      (await db.selectFrom('reward_campaigns').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }
  const result = await db.updateTable('reward_campaigns').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The grant this person already had this period through another owner: a guest's grant that
 * moved into this account (reward_grant_links), or a grant to the same e-mail (an account deleted
 * and made again), kept as a keyed hash.
 */
export async function carriedGrant(
  db: Kysely<DB>,
  campaignId: string,
  period: string,
  owner: string,
  emailHash: string | null,
): Promise<GrantRow | undefined> {
  return db
    .selectFrom('reward_grants')
    .select(GRANT_COLUMNS)
    .where('campaign_id', '=', campaignId)
    .where('period', '=', period)
    .where((eb) => {
      const linked = eb
        .selectFrom('reward_grant_links')
        .select('grant_id')
        .where((link) =>
          emailHash === null
            ? link('owner', '=', owner)
            : link.or([link('owner', '=', owner), link('email_hash', '=', emailHash)]),
        );
      const byEmail = emailHash === null ? [] : [eb('email_hash', '=', emailHash)];
      return eb.or([eb('id', 'in', linked), ...byEmail]);
    })
    .orderBy('id')
    .executeTakeFirst();
}
