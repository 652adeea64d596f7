/**
 * Kysely table types of the schema in migrations/, one file per domain (./content-types.ts …),
 * gathered here in `DB`. Keep in step with the migrations.
 */
import type { DefaultedTimestamp } from './column-types';
import type {
  SiteConfigsTable,
  PublishersTable,
  ProfilesTable,
  SeasonsTable,
  SeasonTeamsTable,
  SportingEventsTable,
  EventLiveOverridesTable,
  ContentTable,
  ContentTagsTable,
  TopicsTable,
} from './content-types';
import type { FollowsTable, LikesTable, ReadsTable, SearchLogTable, SharesTable } from './reader-types';
import type {
  RewardCampaignsTable,
  RewardTrackingTable,
  RewardGrantsTable,
  RewardGrantLinksTable,
  RewardOutboxTable,
  CouponCampaignsTable,
  CouponRegistrationsTable,
  RewardRefusalsTable,
} from './rewards-types';
import type {
  ServerSecretsTable,
  AuthLimitsTable,
  UserIdentitiesTable,
  UsersTable,
  AuthClientsTable,
  PasswordResetsTable,
  PasskeysTable,
  WebauthnChallengesTable,
} from './account-types';
import type {
  RegistryVersionsTable,
  RegistryAppsTable,
  RegistryHistoryTable,
  RegistryHealthTable,
} from './registry-types';
import type {
  ConsentRecordsTable,
  AnalyticsEventsTable,
  AnalyticsDailyTable,
  AdCampaignsTable,
  AdCreativesTable,
  AdDeliveryTable,
  AdFrequencyTable,
} from './measurement-types';
import type { PushDeliveriesTable, PushSubscriptionsTable, PushVapidTable } from './push-types';

export type * from './column-types';
export type * from './content-types';
export type * from './reader-types';
export type * from './rewards-types';
export type * from './account-types';
export type * from './registry-types';
export type * from './measurement-types';
export type * from './push-types';

export interface SeedStateTable {
  key: string;
  version: number;
  seeded_at: DefaultedTimestamp;
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
