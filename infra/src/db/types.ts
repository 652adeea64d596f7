/** Kysely table types of the schema in migrations/. Keep in step with the migrations. */
import type { ColumnType, Generated } from 'kysely';
import type { PushDeliveriesTable, PushSubscriptionsTable, PushVapidTable } from './push-types';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonValue = ColumnType<unknown, string, string>;

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

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

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

/** The server's signing secret(s), generated once per database (0010). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: DefaultedTimestamp;
}

/** Fixed-window counters of the password limiter without Redis (0010). */
export interface AuthLimitsTable {
  key: string;
  count: number;
  last_at: Timestamp;
  expires_at: Timestamp;
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

/** A social-login identity (0008): the provider's subject, bound to one user. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: DefaultedTimestamp;
}

export interface UsersTable {
  id: string;
  /** Lower-cased, trimmed (accounts/credentials.ts normalizeEmail). */
  email: string;
  /** Argon2id PHC string. */
  password_hash: string;
  locale: Generated<'pt' | 'en' | 'es'>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** One signed-in device of a user (devise_token_auth client); the token only as a SHA-256 hash. */
export interface AuthClientsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  redirect_path: Generated<string>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultedTimestamp;
}

/** A WebAuthn credential: its id and COSE public key, base64url; never a private key. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  public_key: string;
  counter: ColumnType<string | number | bigint, number | undefined, number>;
  transports: Generated<string>;
  created_at: DefaultedTimestamp;
}

export interface WebauthnChallengesTable {
  challenge: string;
  kind: 'registration' | 'authentication';
  user_id: string | null;
  expires_at: Timestamp;
}

export interface SeedStateTable {
  key: string;
  version: number;
  seeded_at: DefaultedTimestamp;
}

/** The remote registry (migration 0016, infra/src/registry/queries.ts). */
export interface RegistryVersionsTable {
  app: string;
  version: string;
  contract: JsonValue;
  files: number;
  bytes: ColumnType<string, number, number>;
  published_at: DefaultedTimestamp;
  published_by: string;
  removed_at: Timestamp | null;
}

export interface RegistryAppsTable {
  app: string;
  stable: string;
  canary: string | null;
  canary_percent: number | null;
  canary_since: Timestamp | null;
  updated_at: DefaultedTimestamp;
}

export interface RegistryHistoryTable {
  id: Generated<string>;
  app: string;
  action: string;
  from_version: string | null;
  to_version: string | null;
  percent: number | null;
  actor: string;
  reason: string | null;
  at: DefaultedTimestamp;
}

export interface RegistryHealthTable {
  app: string;
  version: string;
  minute: Timestamp;
  samples: Generated<number>;
  load_errors: Generated<number>;
  crash_errors: Generated<number>;
  render_errors: Generated<number>;
}

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

export interface DB {
  site_configs: SiteConfigsTable;
  publishers: PublishersTable;
  profiles: ProfilesTable;
  seasons: SeasonsTable;
  season_teams: SeasonTeamsTable;
  sporting_events: SportingEventsTable;
  event_live_overrides: EventLiveOverridesTable;
  content: ContentTable;
  content_tags: ContentTagsTable;
  topics: TopicsTable;
  follows: FollowsTable;
  likes: LikesTable;
  reads: ReadsTable;
  shares: SharesTable;
  search_log: SearchLogTable;
  reward_campaigns: RewardCampaignsTable;
  reward_tracking: RewardTrackingTable;
  reward_grants: RewardGrantsTable;
  reward_grant_links: RewardGrantLinksTable;
  server_secrets: ServerSecretsTable;
  auth_limits: AuthLimitsTable;
  reward_outbox: RewardOutboxTable;
  reward_refusals: RewardRefusalsTable;
  coupon_campaigns: CouponCampaignsTable;
  coupon_registrations: CouponRegistrationsTable;
  seed_state: SeedStateTable;
  users: UsersTable;
  auth_clients: AuthClientsTable;
  password_resets: PasswordResetsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  user_identities: UserIdentitiesTable;
  registry_versions: RegistryVersionsTable;
  registry_apps: RegistryAppsTable;
  registry_history: RegistryHistoryTable;
  registry_health: RegistryHealthTable;
  consent_records: ConsentRecordsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  ad_campaigns: AdCampaignsTable;
  ad_creatives: AdCreativesTable;
  ad_delivery: AdDeliveryTable;
  ad_frequency: AdFrequencyTable;
  push_vapid: PushVapidTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
}
