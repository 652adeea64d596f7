/**
 * The data bonus and the accounts resist abuse (docs/adr/010-real-reads-and-guest-ids.md): the
 * server's signing secret, kept once for every instance on this database; the counters of the
 * password limiter when no Redis is configured; who a grant is for beyond its owner (the device,
 * a keyed hash of the address and of the account's e-mail) and the accounts a guest's grant moved
 * into; and a daily limit for the running campaign.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per secret; the first instance to start inserts it, the others read the same one.
  await sql`
    create table server_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  // Fixed-window counters of the password limiter (api/limits): a key's count and its last hit
  // until expires_at, when the window starts again.
  await sql`
    create table auth_limits (
      key text primary key,
      count integer not null,
      last_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index auth_limits_expires_at on auth_limits (expires_at)`.execute(db);

  // Caps per device and per address, one bonus per e-mail: kept with each grant (the ledger
  // stays append-only; columns of new rows only).
  await sql`alter table reward_grants add column device text, add column address_hash text, add column email_hash text`.execute(
    db,
  );
  await sql`create index reward_grants_device on reward_grants (campaign_id, period, device)`.execute(db);
  await sql`create index reward_grants_address on reward_grants (campaign_id, period, address_hash)`.execute(
    db,
  );
  await sql`create index reward_grants_email on reward_grants (campaign_id, period, email_hash)`.execute(db);
  // A guest's grant that moved into an account with the guest's rows: that account (and its
  // e-mail) has had this period's bonus.
  await sql`
    create table reward_grant_links (
      grant_id integer not null references reward_grants (id),
      owner text not null,
      email_hash text,
      linked_at timestamptz not null,
      primary key (grant_id, owner)
    )`.execute(db);
  await sql`create index reward_grant_links_owner on reward_grant_links (owner)`.execute(db);
  await sql`create index reward_grant_links_email on reward_grant_links (email_hash)`.execute(db);

  // A realistic daily limit for the running campaign: 5,000 grants (250 GB) a day.
  await sql`update reward_campaigns set daily_limit = 5000 where id = 'up_december' and daily_limit is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reward_grant_links`.execute(db);
  for (const index of ['reward_grants_device', 'reward_grants_address', 'reward_grants_email']) {
    await sql`drop index if exists ${sql.table(index)}`.execute(db);
  }
  await sql`alter table reward_grants drop column if exists device, drop column if exists address_hash, drop column if exists email_hash`.execute(
    db,
  );
  await sql`drop table if exists auth_limits`.execute(db);
  await sql`drop table if exists server_secrets`.execute(db);
}
