/**
 * Pure rules of a rewards campaign (spec 4 "Campaign states", 9): its state, its period, the
 * reader's claim token, and what a claim gets. No I/O.
 */
import { progressOf, type CampaignState, type RewardConditions, type RewardProgress } from 'shared-contracts';
import { localDate } from '../time';
import type { ServerKeys } from '../keys/server-keys';

/** Campaign days are Brazil's (site 771). */
export const CAMPAIGN_TIME_ZONE = 'America/Sao_Paulo';

export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  readonly bonus_mb: number;
  readonly daily_limit: number | null;
  readonly status: 'running' | 'ended';
  readonly starts_at: Date;
  readonly ends_at: Date | null;
  readonly store_ios: string | null;
  readonly store_android: string | null;
}

/** The period a grant belongs to: one grant per reader, campaign and local day. */
export const periodOf = (now: Date): string => localDate(now, CAMPAIGN_TIME_ZONE);

export function campaignState(campaign: CampaignRow, now: Date, grantsThisPeriod: number): CampaignState {
  if (campaign.status === 'ended' || (campaign.ends_at !== null && campaign.ends_at <= now)) return 'ended';
  if (campaign.daily_limit !== null && grantsThisPeriod >= campaign.daily_limit) return 'limit';
  return 'running';
}

/**
 * The claim token pre_reward gives a reader (spec 7: GET tagger/reward?token): the same for one
 * reader, campaign and period, so a resubmitted claim is the same claim; signed, so nobody else
 * can work it out from the reader's id.
 */
export function claimTokenOf(keys: ServerKeys, owner: string, campaignId: string, period: string): string {
  return `rw_${keys.mac('claim', `${owner}\n${campaignId}\n${period}`).slice(0, 32)}`;
}

export type RefusalReason = 'ended' | 'limit' | 'not_earned' | 'device_cap' | 'address_cap';

export type ClaimDecision =
  { readonly kind: 'grant' } | { readonly kind: 'refuse'; readonly reason: RefusalReason };

/**
 * What a claim gets, once the reader (nor the person behind it) has no grant this period: refused
 * when the campaign ended, when the proven reads do not complete the conditions, when the day's
 * limit is reached, or when the device or the address had its grants of the day; else a grant.
 */
export function decideClaim(input: {
  readonly campaign: CampaignRow;
  readonly now: Date;
  readonly grantsThisPeriod: number;
  readonly conditions: RewardConditions;
  readonly completed: boolean;
  /** Grants of this period to the claiming device and address, and the caps. */
  readonly deviceGrants: number;
  readonly addressGrants: number;
  readonly caps: { readonly device: number; readonly address: number };
}): ClaimDecision {
  const state = campaignState(input.campaign, input.now, 0);
  if (state === 'ended') return { kind: 'refuse', reason: 'ended' };
  if (!input.completed) return { kind: 'refuse', reason: 'not_earned' };
  if (input.campaign.daily_limit !== null && input.grantsThisPeriod >= input.campaign.daily_limit) {
    return { kind: 'refuse', reason: 'limit' };
  }
  if (input.deviceGrants >= input.caps.device) return { kind: 'refuse', reason: 'device_cap' };
  if (input.addressGrants >= input.caps.address) return { kind: 'refuse', reason: 'address_cap' };
  return { kind: 'grant' };
}

/** What the server counted for a reader in a campaign's period. */
export interface ReaderCounts {
  /** The distinct items served, at most the articles condition. */
  readonly articles: string[];
  /** The distinct items shared, at most the shares condition. */
  readonly shares: string[];
  /** 1 when the campaign asks for registration and the reader is signed in, else 0. */
  readonly registration: number;
  readonly progress: RewardProgress;
}

/**
 * The reader's counts (spec 4, 5): reads and shares by distinct id, capped by their conditions and
 * ignored when a condition is 0; registration is recorded only when its condition is not 0, and
 * one registration meets it (a reader signs up once, whatever number the campaign text gives).
 */
export function countsOf(input: {
  readonly conditions: RewardConditions;
  readonly reads: readonly string[];
  readonly shares: readonly string[];
  readonly signedIn: boolean;
}): ReaderCounts {
  const { conditions } = input;
  const distinct = (ids: readonly string[], limit: number) => [...new Set(ids)].slice(0, Math.max(limit, 0));
  const articles = distinct(input.reads, conditions.articles);
  const shares = distinct(input.shares, conditions.shares);
  const registration = conditions.registration > 0 && input.signedIn ? 1 : 0;
  const progress = progressOf(
    { ...conditions, registration: Math.min(conditions.registration, 1) },
    { articles: articles.length, shares: shares.length, registration },
  );
  return { articles, shares, registration, progress };
}
