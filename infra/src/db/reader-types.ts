/** Tables of what readers do (migrations 0001, 0009, 0012): follows, likes, reads, shares and the anonymous search log. Part of `DB` in ./types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultedTimestamp, Nullable } from './column-types';

export interface FollowsTable {
  owner: string;
  context: string;
  profile_id: string;
  push_on: Generated<number>;
  device_token: string | null;
  created_at: DefaultedTimestamp;
}

export interface LikesTable {
  owner: string;
  content_id: string;
  created_at: DefaultedTimestamp;
}

export interface ReadsTable {
  owner: string;
  content_id: string;
  read_at: DefaultedTimestamp;
  /** Tracking the reader landed with (0007). */
  clickid: ColumnType<string | null, string | null | undefined, string | null>;
  aff_click_id: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What readers searched, for the trending list (0012): nothing personal, see the migration. */
export interface SearchLogTable {
  query_key: string;
  asker: string;
  day: string;
  searched_at: Timestamp;
}

/** A reader's share of a story or video, counted by the rewards programme (0009). */
export interface SharesTable {
  owner: string;
  content_id: string;
  kind: 'news' | 'video';
  channel: string;
  clickid: Nullable<string>;
  aff_click_id: Nullable<string>;
  utm_campaign: Nullable<string>;
  created_at: DefaultedTimestamp;
  shared_at: DefaultedTimestamp;
}
