/**
 * What readers searched (the trending list of /search/trending): one row per query, asker and
 * day. Nothing personal is kept: the asker is a one-way hash of the reader's anonymous or account
 * key, used only to count distinct readers, and rows older than two days are deleted.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_log (
      query_key text not null,
      asker text not null,
      day date not null,
      searched_at timestamptz not null,
      primary key (query_key, asker, day)
    )`.execute(db);
  await sql`create index search_log_searched_at on search_log (searched_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_log`.execute(db);
}
