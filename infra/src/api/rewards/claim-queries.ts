/**
 * Claiming a bonus (docs/adr/009, 010): one grant per person and period, capped per device, per
 * address and per e-mail, idempotent per key; a grant delivered by webhook is queued in the outbox
 * in the same transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { decideClaim, type CampaignRow, type RefusalReason } from './campaign';
import type { PayoutMessage } from './outbox';
import {
  CAMPAIGN_COLUMNS,
  carriedGrant,
  GRANT_COLUMNS,
  standingOf,
  type GrantRow,
  type ReaderStanding,
} from './queries';

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
