/** Tables of the newsroom's content and sports data (migrations 0001-0006): site configuration, publishers, profiles, seasons, events, stories and videos, tags and topics. Part of `DB` in ./types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultedTimestamp, JsonValue } from './column-types';

export interface SiteConfigsTable {
  id: number;
  config: JsonValue;
  updated_at: DefaultedTimestamp;
}

export interface PublishersTable {
  id: string;
  name: string;
  common_name: string;
  url: string | null;
  license: string;
  attribution: string;
  generated: Generated<boolean>;
}

export type ProfileContext = 'entities' | 'leagues' | 'teams';

export interface ProfilesTable {
  context: ProfileContext;
  id: string;
  name: string;
  short_name: string | null;
  common_name: string | null;
  location: string | null;
  country: string | null;
  has_standings: Generated<boolean>;
  photo_small: string | null;
  search_name: ColumnType<string, never, never>;
}

export interface SeasonsTable {
  id: string;
  league_id: string;
  name: string;
  season: string;
  format: 'league' | 'cup';
  rules: string;
  timezone: string;
  first_date: ColumnType<string, string, string>;
  last_date: ColumnType<string, string, string>;
  shift_days: Generated<number>;
}

export interface SeasonTeamsTable {
  season_id: string;
  team_id: string;
  group_no: number | null;
}

export interface SportingEventsTable {
  id: string;
  season_id: string;
  league_id: string;
  stage: string | null;
  round_no: number | null;
  round_name: string;
  leg: number | null;
  group_no: number | null;
  home_id: string;
  away_id: string;
  /** Never select it: drivers parse 'timestamp without time zone' in the process time zone. */
  real_local_kickoff: ColumnType<string, string, string>;
  time_known: boolean;
  kickoff: Timestamp;
  home_score: number;
  away_score: number;
  halftime_home: number | null;
  halftime_away: number | null;
  score90_home: number | null;
  score90_away: number | null;
  penalties_home: number | null;
  penalties_away: number | null;
  extra_time: Generated<boolean>;
  result_status: 'finished' | 'awarded';
  note: string | null;
}

export interface EventLiveOverridesTable {
  event_id: string;
  status: string;
  period: string | null;
  minute: number | null;
  home_score: number;
  away_score: number;
  updated_at: DefaultedTimestamp;
}

export interface VideoRenditionRow {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  bytes: number;
}

export interface ContentTable {
  id: string;
  type: 'news_stories' | 'videos';
  name: string;
  description: string;
  body: string;
  link: string | null;
  publisher_id: string;
  author: string | null;
  published_at: Timestamp;
  date_is_real: boolean;
  vertical_key: string;
  vertical_label: string;
  category: string;
  language: Generated<string>;
  photo_url: string | null;
  event_id: string | null;
  generated: Generated<boolean>;
  /** The full article is on the publisher's site (feed imports). */
  external: Generated<boolean>;
  body_format: Generated<'text' | 'html'>;
  /** Videos only (migration 0006). */
  video_source: 'hls' | 'youtube' | 'external' | null;
  video_hls_url: string | null;
  video_mp4_url: string | null;
  video_mp4_bytes: number | null;
  video_captions_url: string | null;
  video_poster_url: string | null;
  video_duration_s: number | null;
  video_renditions: ColumnType<VideoRenditionRow[] | null, string | null, string | null>;
  video_external_url: string | null;
  search_vector: ColumnType<string, never, never>;
}

export interface ContentTagsTable {
  content_id: string;
  context: string;
  profile_id: string;
}

export interface TopicsTable {
  tree: 'discover' | 'favorites';
  key: string;
  parent_key: Generated<string>;
  position: number;
  name: string;
  type: 'label' | 'dynamic' | 'profile';
  can_drill: boolean;
  context: string | null;
  profile_context: ProfileContext | null;
  profile_id: string | null;
}
