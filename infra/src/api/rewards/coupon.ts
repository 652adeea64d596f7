/** Pure rules of the coupon campaign (/jej; spec 4, 5, 8): its state and what a registration gets. */
import type { CouponState } from 'shared-contracts';

export interface CouponCampaignRow {
  readonly id: string;
  readonly daily_limit: number | null;
  readonly prize_limit: number | null;
  readonly status: 'running' | 'ended';
  readonly ends_at: Date | null;
}

/** Ended first, then the prize limit (all registrations), then the day's limit. */
export function couponState(
  campaign: CouponCampaignRow,
  now: Date,
  counts: { readonly today: number; readonly total: number },
): CouponState {
  if (campaign.status === 'ended' || (campaign.ends_at !== null && campaign.ends_at <= now)) return 'ended';
  if (campaign.prize_limit !== null && counts.total >= campaign.prize_limit) return 'prize_limit';
  if (campaign.daily_limit !== null && counts.today >= campaign.daily_limit) return 'limit';
  return 'running';
}
