/** Tables of consent, measurement and ads (migration 0015; docs/adr/014). Part of `DB` in ./types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultedTimestamp, Nullable } from './column-types';

/** Proof of a consent given: a keyed hash of the reader's guest id, the choice, its policy and date (0015). */
export interface ConsentRecordsTable {
  id: Generated<string>;
  reader: string;
  measurement: boolean;
  ads: boolean;
  push: boolean;
  policy_version: number;
  decided_at: Timestamp;
}

/** Raw measurement events, append-only, kept for the retention setting (0015). */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  at: Timestamp;
  day: ColumnType<string, string, string>;
  event: string;
  reader: Nullable<string>;
  path: Nullable<string>;
  section: Nullable<string>;
  content_id: Nullable<string>;
  cx: Nullable<string>;
  duration_ms: Nullable<number>;
  status: Nullable<number>;
  data_less: Nullable<boolean>;
  blocked: Nullable<boolean>;
  campaign_id: Nullable<string>;
  creative_id: Nullable<string>;
  slot: Nullable<string>;
  detail: Nullable<string>;
  utm_campaign: Nullable<string>;
  clickid: Nullable<string>;
  aff_click_id: Nullable<string>;
}

/** Daily roll-ups of the measurement events, kept for good (0015). */
export interface AnalyticsDailyTable {
  day: ColumnType<string, string, string>;
  metric: string;
  dim: Generated<string>;
  value: ColumnType<string, number | bigint | string, number | bigint | string>;
}

export interface AdCampaignsTable {
  id: string;
  name: string;
  advertiser: string;
  url: string;
  status: Generated<'running' | 'paused' | 'ended'>;
  starts_at: Timestamp;
  ends_at: Nullable<Date>;
  daily_cap: Nullable<number>;
  frequency_cap: Nullable<number>;
  sections: Generated<string[]>;
  weight: Generated<number>;
  created_at: DefaultedTimestamp;
}

export interface AdCreativesTable {
  id: string;
  campaign_id: string;
  width: number;
  height: number;
  headline: string;
  subline: string;
  cta: string;
  theme: string;
  alt: string;
  active: Generated<boolean>;
}

/** Ads served per creative and day (0015): the daily caps. */
export interface AdDeliveryTable {
  day: ColumnType<string, string, string>;
  creative_id: string;
  campaign_id: string;
  served: number;
}

/** Ads served per reader pseudonym, campaign and day (0015): the frequency caps. */
export interface AdFrequencyTable {
  day: ColumnType<string, string, string>;
  reader: string;
  campaign_id: string;
  served: number;
}
