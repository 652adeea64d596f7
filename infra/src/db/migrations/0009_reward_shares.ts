/**
 * The shares the server counts for the data-bonus programme (spec 4 "Rewards", 5, 9;
 * docs/adr/009-rewards-programme.md): one row per reader and item (distinct ids, like `reads`),
 * sharing again moves `shared_at`; the tracking the reader landed with, the first known. Grants
 * keep the shares they counted beside the reads.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shares (
      owner text not null,
      content_id text not null references content (id) on delete cascade,
      kind text not null check (kind in ('news', 'video')),
      channel text not null,
      clickid text,
      aff_click_id text,
      utm_campaign text,
      created_at timestamptz not null default now(),
      shared_at timestamptz not null default now(),
      primary key (owner, content_id)
    )`.execute(db);
  await sql`create index shares_owner_shared_at on shares (owner, shared_at)`.execute(db);
  await sql`alter table reward_grants add column shared_ids text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reward_grants drop column if exists shared_ids`.execute(db);
  await sql`drop table if exists shares`.execute(db);
}
