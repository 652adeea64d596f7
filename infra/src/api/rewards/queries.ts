/**
 * Every query of the rewards domain (docs/adr/006): campaigns, the tracking a reader landed with,
 * the reads the server served, the shares readers made, the grants ledger, refused claims and the
 * payout outbox.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { conditionsOf, type CouponState, type RewardConditions, type Tracking } from 'shared-contracts';
import type { DB } from '../../db/types';
import { isAccountOwner } from '../reader';
import { startOfLocalDay } from '../time';
import {
  CAMPAIGN_TIME_ZONE,
  countsOf,
  decideClaim,
  periodOf,
  type CampaignRow,
  type ReaderCounts,
  type RefusalReason,
} from './campaign';
import { couponState, type CouponCampaignRow } from './coupon';
import type { PayoutMessage } from './outbox';

const CAMPAIGN_COLUMNS = [
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

const GRANT_COLUMNS = [
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

async function standingOf(
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

export type ClaimOutcome =
  | { readonly kind: 'granted'; readonly grant: GrantRow; readonly replay: boolean }
  | { readonly kind: 'refused'; readonly reason: RefusalReason }
  | { readonly kind: 'key_in_use' };

export interface ClaimInput {
  readonly campaignId: string;
  readonly owner: string;
  readonly idempotencyKey: string;
  readonly now: Date;
  /** 'webhook': the grant is delivered through the outbox; 'local': provisioned locally. */
  readonly delivery: 'local' | 'webhook';
  /** The claiming device (signed guest id) and a keyed hash of its address. */
  readonly device: string;
  readonly addressHash: string;
  /** A keyed hash of the account's e-mail; null for a guest. */
  readonly emailHash: string | null;
  /** Grants a day per device and per address. */
  readonly caps: { readonly device: number; readonly address: number };
}

/**
 * The grant this person already had this period through another owner: a guest's grant that
 * moved into this account (reward_grant_links), or a grant to the same e-mail (an account deleted
 * and made again), kept as a keyed hash.
 */
async function carriedGrant(
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

/** Grants of a campaign's period to one device and to one address. */
async function capCounts(
  db: Kysely<DB>,
  campaignId: string,
  period: string,
  device: string,
  addressHash: string,
): Promise<{ device: number; address: number }> {
  const row = await db
    .selectFrom('reward_grants')
    .select([
      sql<string>`count(*) filter (where device = ${device})`.as('device'),
      sql<string>`count(*) filter (where address_hash = ${addressHash})`.as('address'),
    ])
    .where('campaign_id', '=', campaignId)
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  return { device: Number(row.device), address: Number(row.address) };
}

/**
 * A guest's grants move into the account with the guest's rows (mergeGuest): the account, and
 * its e-mail, have had those periods' bonuses.
 */
export async function linkGuestGrants(
  db: Kysely<DB>,
  guestOwner: string,
  userOwner: string,
  emailHash: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('reward_grant_links')
    .columns(['grant_id', 'owner', 'email_hash', 'linked_at'])
    .expression((eb) =>
      eb
        .selectFrom('reward_grants')
        .select([
          'id',
          sql<string>`${userOwner}`.as('owner'),
          sql<string>`${emailHash}`.as('email_hash'),
          sql<Date>`${at}`.as('linked_at'),
        ])
        .where('owner', '=', guestOwner),
    )
    .onConflict((oc) => oc.columns(['grant_id', 'owner']).doNothing())
    .execute();
}

/**
 * A claim, all or nothing. The campaign row is locked (`for update`) for the transaction, so
 * claims on one campaign take turns: one grant per reader and period, and never more grants in a
 * day than the daily limit, whatever arrives at once (PostgreSQL; PGlite serializes transactions
 * anyway, docs/adr/002). The unique keys of the ledger back both rules up.
 */
export async function claimReward(db: Kysely<DB>, input: ClaimInput): Promise<ClaimOutcome> {
  return db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom('reward_campaigns')
      .select(CAMPAIGN_COLUMNS)
      .where('id', '=', input.campaignId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const byKey = await trx
      .selectFrom('reward_grants')
      .select([...GRANT_COLUMNS, 'owner'])
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (byKey) {
      if (byKey.owner !== input.owner || byKey.campaign_id !== campaign.id) return { kind: 'key_in_use' };
      const { owner: _owner, ...grant } = byKey;
      return { kind: 'granted', grant, replay: true };
    }
    const standing = await standingOf(trx, campaign, input.owner, input.now);
    if (standing.grant) return { kind: 'granted', grant: standing.grant, replay: true };
    // One bonus per person and period: the guest's grant carried into this account, or the
    // same e-mail's under an account deleted since, answers as this reader's own.
    const carried = await carriedGrant(trx, campaign.id, standing.period, input.owner, input.emailHash);
    if (carried) return { kind: 'granted', grant: carried, replay: true };
    const counts = await capCounts(trx, campaign.id, standing.period, input.device, input.addressHash);
    const decision = decideClaim({
      ...standing,
      now: input.now,
      deviceGrants: counts.device,
      addressGrants: counts.address,
      caps: input.caps,
    });
    if (decision.kind === 'refuse') {
      await trx
        .insertInto('reward_refusals')
        .values({
          campaign_id: campaign.id,
          owner: input.owner,
          reason: decision.reason,
          refused_at: input.now,
        })
        .execute();
      return { kind: 'refused', reason: decision.reason };
    }
    const grant = await insertGrant(trx, campaign, standing, input);
    return { kind: 'granted', grant, replay: false };
  });
}

async function insertGrant(
  trx: Transaction<DB>,
  campaign: CampaignRow,
  standing: ReaderStanding,
  input: ClaimInput,
): Promise<GrantRow> {
  const { conditions, counts } = standing;
  const counted = counts.articles;
  const reasons = [`read ${counted.length} of ${conditions.articles} items served`];
  if (conditions.shares > 0) reasons.push(`shared ${counts.shares.length} of ${conditions.shares}`);
  if (conditions.registration > 0) reasons.push('registered');
  const grant = await trx
    .insertInto('reward_grants')
    .values({
      campaign_id: campaign.id,
      owner: input.owner,
      period: standing.period,
      idempotency_key: input.idempotencyKey,
      bonus_mb: campaign.bonus_mb,
      content_ids: counted,
      shared_ids: counts.shares,
      reason: reasons.join(', '),
      clickid: standing.tracking.clickid,
      aff_click_id: standing.tracking.aff_click_id,
      utm_campaign: standing.tracking.utm_campaign,
      delivery: input.delivery,
      granted_at: input.now,
      device: input.device,
      address_hash: input.addressHash,
      email_hash: input.emailHash,
    })
    .returning(GRANT_COLUMNS)
    .executeTakeFirstOrThrow();
  if (input.delivery === 'webhook') {
    const message: PayoutMessage = {
      idempotency_key: grant.idempotency_key,
      grant_id: grant.id,
      campaign_id: campaign.id,
      owner: input.owner,
      bonus_mb: grant.bonus_mb,
      granted_at: new Date(grant.granted_at).toISOString(),
      ...standing.tracking,
    };
    await trx
      .insertInto('reward_outbox')
      .values({
        grant_id: grant.id,
        idempotency_key: grant.idempotency_key,
        payload: JSON.stringify(message),
        next_attempt_at: new Date(),
      })
      .execute();
  }
  return grant;
}

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
