/**
 * Indexes for the hot read paths (found with EXPLAIN ANALYZE on PGlite and PostgreSQL 15, see
 * infra/bench/explain.ts):
 * - feeds page newest first with a tie-break on id: (published_at desc, id) serves the order and
 *   the limit straight from the index; it supersedes content_published (published_at desc).
 * - a season's events (standings, calendar, the first kick-off that picks the current season):
 *   (season_id, kickoff), instead of a scan of every event of the league.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index content_published_id on content (published_at desc, id)`.execute(db);
  await sql`drop index if exists content_published`.execute(db);
  await sql`create index sporting_events_season_kickoff on sporting_events (season_id, kickoff)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sporting_events_season_kickoff`.execute(db);
  await sql`create index if not exists content_published on content (published_at desc)`.execute(db);
  await sql`drop index if exists content_published_id`.execute(db);
}
