/**
 * The data-bonus programme (spec 1, 4 "Rewards", 9; docs/adr/009-rewards-programme.md): campaigns, the
 * tracking a reader landed with, the grants ledger (append-only), the payout outbox and the
 * refused claims. Reads stay in `reads` (0001), which now also keeps the click ids they came with.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reads add column clickid text, add column aff_click_id text, add column utm_campaign text`.execute(
    db,
  );
  await sql`create index reads_owner_read_at on reads (owner, read_at)`.execute(db);

  await sql`
    create table reward_campaigns (
      id text primary key,
      -- The campaign text: 'up_december' sets articles to 3; 'shared N' / 'registration N' set
      -- those conditions (spec 9), absent = 0 = off.
      name text not null,
      bonus_mb integer not null default 50 check (bonus_mb > 0),
      daily_limit integer check (daily_limit is null or daily_limit >= 0),
      status text not null default 'running' check (status in ('running', 'ended')),
      starts_at timestamptz not null,
      ends_at timestamptz,
      store_ios text,
      store_android text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table reward_tracking (
      owner text primary key,
      clickid text,
      aff_click_id text,
      utm_campaign text,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table reward_grants (
      id integer generated always as identity primary key,
      campaign_id text not null references reward_campaigns (id),
      owner text not null,
      period text not null,
      idempotency_key text not null unique,
      bonus_mb integer not null,
      content_ids text[] not null,
      reason text not null,
      clickid text,
      aff_click_id text,
      utm_campaign text,
      delivery text not null check (delivery in ('local', 'webhook')),
      granted_at timestamptz not null,
      unique (campaign_id, owner, period)
    )`.execute(db);
  await sql`create index reward_grants_campaign_period on reward_grants (campaign_id, period)`.execute(db);
  // The ledger is append-only: a grant is never edited or removed.
  await sql`
    create function reward_grants_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'reward_grants is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger reward_grants_no_change before update or delete on reward_grants
    for each row execute function reward_grants_append_only()`.execute(db);

  await sql`
    create table reward_outbox (
      id integer generated always as identity primary key,
      grant_id integer not null unique references reward_grants (id),
      idempotency_key text not null,
      payload text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      locked_until timestamptz,
      delivered_at timestamptz,
      last_error text
    )`.execute(db);
  await sql`create index reward_outbox_due on reward_outbox (next_attempt_at) where delivered_at is null`.execute(
    db,
  );

  await sql`
    create table reward_refusals (
      id integer generated always as identity primary key,
      campaign_id text not null references reward_campaigns (id),
      owner text not null,
      reason text not null,
      refused_at timestamptz not null
    )`.execute(db);

  // The health-themed coupon campaign (spec 1, 5, 8: /jej): full name and e-mail, one
  // registration per e-mail and per reader, a daily limit and a prize limit.
  await sql`
    create table coupon_campaigns (
      id text primary key,
      name text not null,
      daily_limit integer check (daily_limit is null or daily_limit >= 0),
      prize_limit integer check (prize_limit is null or prize_limit >= 0),
      status text not null default 'running' check (status in ('running', 'ended')),
      starts_at timestamptz not null,
      ends_at timestamptz
    )`.execute(db);
  await sql`
    create table coupon_registrations (
      id integer generated always as identity primary key,
      campaign_id text not null references coupon_campaigns (id),
      owner text not null,
      full_name text not null,
      email text not null,
      period text not null,
      registered_at timestamptz not null,
      unique (campaign_id, email),
      unique (campaign_id, owner)
    )`.execute(db);
  await sql`create index coupon_registrations_period on coupon_registrations (campaign_id, period)`.execute(
    db,
  );
  await sql`
    insert into coupon_campaigns (id, name, daily_limit, prize_limit, status, starts_at)
    values ('jej', 'jej', 200, 5000, 'running', '2026-01-01T00:00:00Z')`.execute(db);

  // The running campaign of the programme: 3 stories or videos for 50 MB, no daily limit.
  await sql`
    insert into reward_campaigns (id, name, bonus_mb, daily_limit, status, starts_at)
    values ('up_december', 'up_december', 50, null, 'running', '2026-01-01T00:00:00Z')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'reward_refusals',
    'reward_outbox',
    'reward_grants',
    'reward_tracking',
    'reward_campaigns',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop function if exists reward_grants_append_only()`.execute(db);
  await sql`drop index if exists reads_owner_read_at`.execute(db);
  await sql`alter table reads drop column if exists clickid, drop column if exists aff_click_id, drop column if exists utm_campaign`.execute(
    db,
  );
}
