/**
 * The push domain's SQL (docs/adr/013-push-alerts.md): the VAPID key pair shared by every
 * instance on one database, devices' subscriptions per reader, and the deliveries table, which is
 * both the sending queue (due time, attempts, a lock while being sent) and the ledger that makes
 * an alert unique per (device, event, kind).
 */
import { sql, type Kysely } from 'kysely';
import type { Locale } from 'shared-contracts';
import type { DB } from '../../db/types';
import type { Alert } from './alerts';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** The stored pair, or `generated` stored first (the first instance to start wins a race). */
export async function vapidKeys(db: Kysely<DB>, generated: () => VapidKeys): Promise<VapidKeys> {
  const existing = await db.selectFrom('push_vapid').select(['public_key', 'private_key']).executeTakeFirst();
  if (existing) return { publicKey: existing.public_key, privateKey: existing.private_key };
  const made = generated();
  await db
    .insertInto('push_vapid')
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('push_vapid')
    .select(['public_key', 'private_key'])
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}

export interface NewSubscription {
  readonly id: string;
  readonly owner: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly locale: Locale;
}

export async function subscriptionCount(
  db: Kysely<DB>,
  owner: string,
  exceptEndpoint: string,
): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner', '=', owner)
    .where('endpoint', '<>', exceptEndpoint)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a device's subscription (a known endpoint keeps its id and moves to this reader). */
export async function saveSubscription(db: Kysely<DB>, input: NewSubscription): Promise<string> {
  const row = await db
    .insertInto('push_subscriptions')
    .values(input)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        owner: input.owner,
        p256dh: input.p256dh,
        auth: input.auth,
        locale: input.locale,
        last_seen_at: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function ownsDevice(db: Kysely<DB>, owner: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('id', '=', id)
    .where('owner', '=', owner)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSubscription(db: Kysely<DB>, id: string, owner?: string): Promise<boolean> {
  let query = db.deleteFrom('push_subscriptions').where('id', '=', id);
  if (owner) query = query.where('owner', '=', owner);
  return Number((await query.executeTakeFirst()).numDeletedRows) > 0;
}

/** Signing out everywhere or deleting the account: the reader's devices get no more alerts. */
export async function deleteSubscriptionsOf(db: Kysely<DB>, owner: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('owner', '=', owner).execute();
}

/** A guest who signs in or up brings their devices to the account (their bells came with follows). */
export async function moveSubscriptions(db: Kysely<DB>, from: string, to: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ owner: to }).where('owner', '=', from).execute();
}

/**
 * Queues `alert` for every device of every reader whose bell is on for one of its profiles, once
 * per (device, key, kind): one statement, however many devices. The ids of the new deliveries.
 */
export async function enqueueAlert(db: Kysely<DB>, alert: Alert): Promise<number[]> {
  if (alert.profiles.length === 0) return [];
  const pairs = sql.join(alert.profiles.map((p) => sql`(${p.context}, ${p.id})`));
  const payload = (locale: Locale) => JSON.stringify(alert.message[locale]);
  const rows = await sql<{ id: string }>`
    insert into push_deliveries (subscription_id, kind, event_key, payload)
    select distinct s.id, ${alert.kind}, ${alert.key},
      case s.locale when 'en' then ${payload('en')} when 'es' then ${payload('es')} else ${payload('pt')} end
    from follows f
    join push_subscriptions s on s.owner = f.owner
    where f.push_on = 1 and (f.context, f.profile_id) in (${pairs})
    on conflict (subscription_id, event_key, kind) do nothing
    returning id`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}

export interface DueDelivery {
  readonly id: number;
  readonly attempts: number;
  readonly payload: string;
  readonly subscriptionId: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** Takes up to `limit` due deliveries, locked for `lockMs` so another sender leaves them. */
export async function takeDue(
  db: Kysely<DB>,
  now: Date,
  limit: number,
  lockMs: number,
): Promise<DueDelivery[]> {
  const until = new Date(now.getTime() + lockMs);
  const rows = await sql<{
    id: string;
    attempts: number;
    payload: string;
    subscription_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>`
    with due as (
      select id from push_deliveries
      where status = 'pending' and next_at <= ${now} and (locked_until is null or locked_until < ${now})
      order by next_at, id
      limit ${limit}
      for update skip locked
    )
    update push_deliveries d set locked_until = ${until}
    from due, push_subscriptions s
    where d.id = due.id and s.id = d.subscription_id
    returning d.id, d.attempts, d.payload, d.subscription_id, s.endpoint, s.p256dh, s.auth`.execute(db);
  return rows.rows.map((row) => ({
    id: Number(row.id),
    attempts: row.attempts,
    payload: row.payload,
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
  }));
}

export async function markSent(db: Kysely<DB>, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('push_deliveries')
    .set({ status: 'sent', sent_at: at, locked_until: null })
    .where('id', 'in', ids.map(String))
    .execute();
}

/** A failure: tried again at `next`, or given up (`next` undefined). */
export async function markFailed(
  db: Kysely<DB>,
  id: number,
  next: Date | undefined,
  error: string,
): Promise<void> {
  await db
    .updateTable('push_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      status: next ? 'pending' : 'failed',
      next_at: next ?? new Date(),
      locked_until: null,
      last_error: error.slice(0, 300),
    }))
    .where('id', '=', String(id))
    .execute();
}

/** Sent deliveries older than a day are only ledger: dropped so the table stays small. */
export async function pruneSent(db: Kysely<DB>, before: Date): Promise<void> {
  await db
    .deleteFrom('push_deliveries')
    .where('status', '<>', 'pending')
    .where('created_at', '<', before)
    .execute();
}
