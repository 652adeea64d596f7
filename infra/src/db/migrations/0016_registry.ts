/**
 * The remote registry in the database, shared by every server (docs/operations.md "Deploying"):
 * the versions published to the version store (with the contract each was built against), each
 * app's stable version and canary, the full history of changes (who, when, from, to, why), and
 * per-minute health counts per version (samples and errors from readers' browsers and the
 * servers' renders), which the automatic rollback compares.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table registry_versions (
      app text not null,
      version text not null,
      contract jsonb not null,
      files integer not null,
      bytes bigint not null,
      published_at timestamptz not null default now(),
      published_by text not null,
      removed_at timestamptz,
      primary key (app, version)
    )`.execute(db);
  await sql`
    create table registry_apps (
      app text primary key,
      stable text not null,
      canary text,
      canary_percent integer check (canary_percent between 1 and 99),
      canary_since timestamptz,
      updated_at timestamptz not null default now(),
      check ((canary is null) = (canary_percent is null))
    )`.execute(db);
  await sql`
    create table registry_history (
      id bigserial primary key,
      app text not null,
      action text not null,
      from_version text,
      to_version text,
      percent integer,
      actor text not null,
      reason text,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index registry_history_app_id on registry_history (app, id)`.execute(db);
  await sql`create index registry_history_at on registry_history (at)`.execute(db);
  await sql`
    create table registry_health (
      app text not null,
      version text not null,
      minute timestamptz not null,
      samples integer not null default 0,
      load_errors integer not null default 0,
      crash_errors integer not null default 0,
      render_errors integer not null default 0,
      primary key (app, version, minute)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['registry_health', 'registry_history', 'registry_apps', 'registry_versions']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
