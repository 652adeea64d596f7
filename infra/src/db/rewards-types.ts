/** Tables of the data-bonus programme and coupons (migrations 0007, 0009, 0010; docs/adr/009). Part of `DB` in ./types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultedTimestamp, Nullable } from './column-types';

export interface RewardCampaignsTable {
  id: string;
  name: string;
  bonus_mb: Generated<number>;
  daily_limit: Nullable<number>;
  status: ColumnType<'running' | 'ended', 'running' | 'ended' | undefined, 'running' | 'ended'>;
  starts_at: Timestamp;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  store_ios: Nullable<string>;
  store_android: Nullable<string>;
  created_at: DefaultedTimestamp;
}

export interface RewardTrackingTable {
  owner: string;
  clickid: Nullable<string>;
  aff_click_id: Nullable<string>;
  utm_campaign: Nullable<string>;
  updated_at: DefaultedTimestamp;
}

export interface RewardGrantsTable {
  id: ColumnType<number, never, never>;
  campaign_id: string;
  owner: string;
  period: string;
  idempotency_key: string;
  bonus_mb: number;
  content_ids: ColumnType<string[], string[], never>;
  /** The shares the grant counted (0009). */
  shared_ids: ColumnType<string[], string[] | undefined, never>;
  reason: string;
  clickid: Nullable<string>;
  aff_click_id: Nullable<string>;
  utm_campaign: Nullable<string>;
  delivery: 'local' | 'webhook';
  granted_at: Timestamp;
  /** The device (guest id) that claimed, a keyed hash of its address and of the account's e-mail (0010). */
  device: ColumnType<string | null, string | null | undefined, never>;
  address_hash: ColumnType<string | null, string | null | undefined, never>;
  email_hash: ColumnType<string | null, string | null | undefined, never>;
}

/** A guest's grant that moved into an account (0010). */
export interface RewardGrantLinksTable {
  grant_id: number;
  owner: string;
  email_hash: string | null;
  linked_at: Timestamp;
}

export interface RewardOutboxTable {
  id: ColumnType<number, never, never>;
  grant_id: number;
  idempotency_key: string;
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: Nullable<string>;
}

export interface CouponCampaignsTable {
  id: string;
  name: string;
  daily_limit: Nullable<number>;
  prize_limit: Nullable<number>;
  status: ColumnType<'running' | 'ended', 'running' | 'ended' | undefined, 'running' | 'ended'>;
  starts_at: Timestamp;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CouponRegistrationsTable {
  id: ColumnType<number, never, never>;
  campaign_id: string;
  owner: string;
  full_name: string;
  email: string;
  period: string;
  registered_at: Timestamp;
}

export interface RewardRefusalsTable {
  id: ColumnType<number, never, never>;
  campaign_id: string;
  owner: string;
  reason: string;
  refused_at: Timestamp;
}
