/**
 * Pure rules of a rewards campaign (spec 4 "Campaign states", 9): its state, its period, the
 * reader's claim token, and what a claim gets. No I/O.
 */
import { createHash } from 'node:crypto';
import type { CampaignState, RewardConditions } from 'shared-contracts';
import { localDate } from '../time';

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
 * reader, campaign and period, so a resubmitted claim is the same claim.
 */
export function claimTokenOf(owner: string, campaignId: string, period: string): string {
  const digest = createHash('sha256').update(`${owner}\n${campaignId}\n${period}`).digest('base64url');
  return `rw_${digest.slice(0, 32)}`;
}

export type ClaimDecision =
  { readonly kind: 'grant' } | { readonly kind: 'refuse'; readonly reason: 'ended' | 'limit' | 'not_earned' };

/**
 * What a claim gets, once the reader has no grant this period: refused when the campaign ended,
 * when the reads the server served do not complete the conditions, or when the day's limit is
 * reached; else a grant.
 */
export function decideClaim(input: {
  readonly campaign: CampaignRow;
  readonly now: Date;
  readonly grantsThisPeriod: number;
  readonly conditions: RewardConditions;
  readonly completed: boolean;
}): ClaimDecision {
  const state = campaignState(input.campaign, input.now, 0);
  if (state === 'ended') return { kind: 'refuse', reason: 'ended' };
  if (!input.completed) return { kind: 'refuse', reason: 'not_earned' };
  if (input.campaign.daily_limit !== null && input.grantsThisPeriod >= input.campaign.daily_limit) {
    return { kind: 'refuse', reason: 'limit' };
  }
  return { kind: 'grant' };
}
