/**
 * Loads the real data on first start. Idempotent: the seed_state row 'core' records the version
 * that was loaded; a newer SEED_VERSION reloads the reference data (reader data is kept). The
 * whole load is one transaction under an advisory lock, so parallel starts (several API
 * instances, parallel test files on one PostgreSQL) seed once.
 */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import type { DB } from '../types';
import {
  readAgenciaArticles,
  readBrazilianClubs,
  readFolhaSentences,
  readFootballFiles,
  readStoryTopics,
} from './files';
import { STORY_TOPIC_CONTEXT } from '../../api/content/home';
import { buildFootballRows } from './football';
import { buildAgenciaRows, buildFolhaRows, PUBLISHERS, VERTICALS } from './news';
import { buildStoryRows, STORY_DELAY_MINUTES } from './stories';
import { buildTopicRows } from './topics';
import { buildVideoRows, readVideoManifest } from './videos';

/** 2: TV videos. 3: stories filed under the lifestyle and technology topics. */
export const SEED_VERSION = 3;
const SEED_LOCK_ID = 771_001;
const BATCH = 400;

export interface SeedOptions {
  /** Seed date: Folha items (undated in the source) are spread over the weeks before it. */
  readonly now?: Date;
}

export type SeedResult =
  { readonly seeded: false } | { readonly seeded: true; readonly counts: Record<string, number> };

async function insertBatches<T extends keyof DB & string>(
  trx: Transaction<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    if (chunk.length > 0) await trx.insertInto(table).values(chunk).execute();
  }
}

export async function seedDatabase(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const result = await db.transaction().execute(async (trx): Promise<SeedResult> => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const state = await trx
      .selectFrom('seed_state')
      .select('version')
      .where('key', '=', 'core')
      .executeTakeFirst();
    if (state && state.version >= SEED_VERSION) return { seeded: false };

    // Reference data is replaced as a whole; follows, likes and reads are reader data and stay.
    for (const table of [
      'content_tags',
      'content',
      'topics',
      'event_live_overrides',
      'sporting_events',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
    for (const table of ['season_teams', 'seasons', 'profiles', 'publishers', 'site_configs'] as const) {
      await trx.deleteFrom(table).execute();
    }

    const football = buildFootballRows(readFootballFiles(), readBrazilianClubs());
    const agencia = buildAgenciaRows(readAgenciaArticles());
    const folha = buildFolhaRows(readFolhaSentences(), now);
    const stories = buildStoryRows(football);
    const topics = buildTopicRows(football);
    const videos = buildVideoRows(
      readVideoManifest(),
      new Map(PUBLISHERS.map((p) => [p.id, p.common_name])),
      now,
    );
    const entities = Object.entries(VERTICALS).map(([id, name]) => ({
      context: 'entities' as const,
      id,
      name,
      short_name: name,
      common_name: name,
      location: null,
      country: null,
      has_standings: false,
      photo_small: null,
    }));

    await trx
      .insertInto('site_configs')
      .values({ id: FALLBACK_SITE_CONFIG.id, config: JSON.stringify(FALLBACK_SITE_CONFIG) })
      .execute();
    await insertBatches(trx, 'publishers', PUBLISHERS);
    await insertBatches(trx, 'profiles', [...entities, ...football.profiles]);
    await insertBatches(trx, 'seasons', football.seasons);
    await insertBatches(trx, 'season_teams', football.seasonTeams);
    await insertBatches(trx, 'sporting_events', football.events);
    const content = [...agencia.content, ...folha.content, ...stories.content, ...videos.content];
    await insertBatches(trx, 'content', content);
    const seeded = new Set(content.map((row) => row.id));
    const topicTags = Object.entries(readStoryTopics()).flatMap(([topic, ids]) =>
      ids
        .filter((id) => seeded.has(id))
        .map((id) => ({ content_id: id, context: STORY_TOPIC_CONTEXT, profile_id: topic })),
    );
    await insertBatches(trx, 'content_tags', [
      ...agencia.tags,
      ...folha.tags,
      ...stories.tags,
      ...videos.tags,
      ...topicTags,
    ]);
    await insertBatches(trx, 'topics', topics);
    // Real dates: every kick-off at its real local time in the league's time zone, every match story
    // published a fixed time after it. The live replay moves both when the API starts
    // (api/sports/live/anchor.ts); with the simulator off they stay.
    await sql`
      update sporting_events e
      set kickoff = e.real_local_kickoff at time zone s.timezone
      from seasons s
      where s.id = e.season_id`.execute(trx);
    await sql`
      update content c
      set published_at = e.kickoff + ${STORY_DELAY_MINUTES} * interval '1 minute'
      from sporting_events e
      where c.event_id = e.id`.execute(trx);

    await trx
      .insertInto('seed_state')
      .values({ key: 'core', version: SEED_VERSION, seeded_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ version: SEED_VERSION, seeded_at: now }))
      .execute();

    return {
      seeded: true,
      counts: {
        events: football.events.length,
        profiles: entities.length + football.profiles.length,
        content: content.length,
        videos: videos.content.length,
        topics: topics.length,
      },
    };
  });
  if (result.seeded) {
    // PGlite never runs autovacuum/ANALYZE: without statistics its planner guesses join orders
    // and scans whole tables. A server gets them from autovacuum; this is cheap there too.
    await sql`analyze`.execute(db);
  }
  return result;
}
