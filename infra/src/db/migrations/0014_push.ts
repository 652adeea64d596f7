/**
 * Push alerts (docs/adr/013-push-alerts.md): the VAPID key pair, made on first start and shared by
 * every instance on the database; each device's push subscription, owned by a reader (a guest's
 * PSID or an account), deleted with the account or when its push service says it is gone; and the
 * deliveries, which are the sending queue (due time, attempts, a lock while being sent) and the
 * ledger that keeps an alert unique per (device, event, kind).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_vapid (
      id smallint primary key check (id = 1),
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table push_subscriptions (
      id text primary key,
      owner text not null,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      locale text not null default 'pt' check (locale in ('pt', 'en', 'es')),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index push_subscriptions_owner on push_subscriptions (owner)`.execute(db);
  await sql`
    create table push_deliveries (
      id bigserial primary key,
      subscription_id text not null references push_subscriptions (id) on delete cascade,
      kind text not null check (kind in ('kickoff', 'goal', 'final', 'news')),
      event_key text not null,
      payload text not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_at timestamptz not null default now(),
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      unique (subscription_id, event_key, kind)
    )`.execute(db);
  await sql`create index push_deliveries_due on push_deliveries (next_at) where status = 'pending'`.execute(
    db,
  );
  // Followers of a profile with the bell on: the alert fan-out's lookup.
  await sql`create index follows_push_on on follows (context, profile_id) where push_on = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists follows_push_on`.execute(db);
  await sql`drop table if exists push_deliveries`.execute(db);
  await sql`drop table if exists push_subscriptions`.execute(db);
  await sql`drop table if exists push_vapid`.execute(db);
}
