/**
 * Versioned migrations, provided in code (no directory scan, so the same list works under tsx,
 * Jest and a bundled build). Add a file NNNN_name.ts and list it here; never edit a shipped one.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_query_indexes';
import * as m0003 from './0003_content_source';
import * as m0004 from './0004_content_gallery_index';
import * as m0005 from './0005_accounts';
import * as m0006 from './0006_videos';
import * as m0007 from './0007_rewards';
import * as m0008 from './0008_social_login';
import * as m0009 from './0009_reward_shares';
import * as m0010 from './0010_abuse_resistance';
import * as m0012 from './0012_search_log';
import * as m0014 from './0014_push';
import * as m0015 from './0015_measurement_ads';
import * as m0016 from './0016_registry';

const MIGRATIONS: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_query_indexes': m0002,
  '0003_content_source': m0003,
  '0004_content_gallery_index': m0004,
  '0005_accounts': m0005,
  '0006_videos': m0006,
  '0007_rewards': m0007,
  '0008_social_login': m0008,
  '0009_reward_shares': m0009,
  '0010_abuse_resistance': m0010,
  '0012_search_log': m0012,
  '0014_push': m0014,
  '0015_measurement_ads': m0015,
  '0016_registry': m0016,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
