/**
 * Every query of the accounts domain: users, their clients (signed-in devices), reset tokens,
 * moving a guest's follows, likes and reads into an account, and deleting an account with all
 * its data. Tokens arrive here already hashed (secrets.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Merged } from 'shared-contracts';
import type { DB } from '../../db/types';
import type { UserRow } from './user';

const USER_COLUMNS = ['id', 'email', 'password_hash', 'locale', 'created_at'] as const;

export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Creates a user; undefined when the e-mail already has an account. */
export async function createUser(
  db: Kysely<DB>,
  user: { id: string; email: string; passwordHash: string; locale: UserRow['locale']; at: Date },
): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      password_hash: user.passwordHash,
      locale: user.locale,
      created_at: user.at,
      updated_at: user.at,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

/** Adds a client (a signed-in device); the user's expired clients go at the same time. */
export async function createClient(
  db: Kysely<DB>,
  client: { id: string; userId: string; tokenHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db
    .deleteFrom('auth_clients')
    .where('user_id', '=', client.userId)
    .where('expires_at', '<=', client.at)
    .execute();
  await db
    .insertInto('auth_clients')
    .values({
      id: client.id,
      user_id: client.userId,
      token_hash: client.tokenHash,
      expires_at: client.expiresAt,
      created_at: client.at,
    })
    .execute();
}

export interface SessionRow {
  readonly clientId: string;
  readonly user: UserRow;
}

/** The live session of an access token's hash, with its user. */
export async function findSession(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('auth_clients')
    .innerJoin('users', 'users.id', 'auth_clients.user_id')
    .select(USER_COLUMNS.map((column) => `users.${column}` as const))
    .select('auth_clients.id as client_id')
    .where('auth_clients.token_hash', '=', tokenHash)
    .where('auth_clients.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { client_id: clientId, ...user } = row;
  return { clientId, user };
}

/** Ends one client of a user (sign-out); the number ended (0 or 1). */
export async function revokeClient(db: Kysely<DB>, userId: string, clientId: string): Promise<number> {
  const result = await db
    .deleteFrom('auth_clients')
    .where('user_id', '=', userId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every client of a user, or every one but `keep`; the number ended. */
export async function revokeClients(db: Kysely<DB>, userId: string, keep?: string): Promise<number> {
  let query = db.deleteFrom('auth_clients').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setPassword(
  db: Kysely<DB>,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export async function createReset(
  db: Kysely<DB>,
  reset: { tokenHash: string; userId: string; redirectPath: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: reset.tokenHash,
      user_id: reset.userId,
      redirect_path: reset.redirectPath,
      expires_at: reset.expiresAt,
      created_at: reset.at,
    })
    .execute();
}

export interface ResetRow {
  readonly userId: string;
  readonly redirectPath: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export async function findReset(db: Kysely<DB>, tokenHash: string): Promise<ResetRow | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select(['user_id', 'redirect_path', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      redirectPath: row.redirect_path,
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at && new Date(row.used_at),
    }
  );
}

/**
 * Uses a reset token once: sets the new password and ends every client of the user, in one
 * transaction. false when the token was used meanwhile or has expired (nothing changed).
 */
export async function useReset(
  db: Kysely<DB>,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<{ userId: string; revoked: number } | false> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return false;
    await setPassword(trx, used.user_id, passwordHash, now);
    // Every other reset link of the user dies with this one.
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', used.user_id)
      .where('used_at', 'is', null)
      .execute();
    const revoked = await revokeClients(trx, used.user_id);
    return { userId: used.user_id, revoked };
  });
}

/** A reader's own rows, by the columns that name one of them (an account has one row per key). */
const OWNED_ROWS = {
  follows: ['context', 'profile_id'],
  likes: ['content_id'],
  reads: ['content_id'],
  shares: ['content_id'],
} as const;
type OwnedTable = keyof typeof OWNED_ROWS;
const OWNED_TABLES = Object.keys(OWNED_ROWS) as OwnedTable[];

/**
 * Gives `to` the rows of `from` whose key `to` does not have yet (what the account has stays as it
 * is); returns how many moved. Identifiers come from OWNED_ROWS, never from a request.
 */
async function moveOwnedRows(db: Kysely<DB>, table: OwnedTable, from: string, to: string): Promise<number> {
  const rows = sql.table(table);
  const sameKey = sql.join(
    OWNED_ROWS[table].map((column) => sql`mine.${sql.ref(column)} = ${rows}.${sql.ref(column)}`),
    sql` and `,
  );
  const moved = await sql<{ moved: number }>`
    update ${rows} set owner = ${to}
    where owner = ${from}
      and not exists (select 1 from ${rows} as mine where mine.owner = ${to} and ${sameKey})
    returning 1 as moved`.execute(db);
  return moved.rows.length;
}

/**
 * Moves a guest's follows (with push_on), likes, reads and shares to the account, once: what the
 * account already has stays as it is (no duplicates), and the guest's other rows are removed, so a
 * second sign-in with the same PSID moves nothing. `Merged` counts what moved, table by table.
 */
export async function mergeGuest(db: Kysely<DB>, guestOwner: string, userOwner: string): Promise<Merged> {
  return db.transaction().execute(async (trx) => {
    // An item both shared keeps the latest share (it may count in today's period).
    await sql`
      update shares set shared_at = guest.shared_at
      from shares as guest
      where shares.owner = ${userOwner} and guest.owner = ${guestOwner}
        and guest.content_id = shares.content_id and guest.shared_at > shares.shared_at`.execute(trx);
    const moved: Record<OwnedTable, number> = { follows: 0, likes: 0, reads: 0, shares: 0 };
    for (const table of OWNED_TABLES) {
      moved[table] = await moveOwnedRows(trx, table, guestOwner, userOwner);
      await trx.deleteFrom(table).where('owner', '=', guestOwner).execute();
    }
    // The guest's devices come along: their bells came with the follows.
    await trx
      .updateTable('push_subscriptions')
      .set({ owner: userOwner })
      .where('owner', '=', guestOwner)
      .execute();
    return moved;
  });
}

/** Deletes an account and all its data: follows, likes, reads, shares, push devices, clients and reset tokens. */
export async function deleteAccount(db: Kysely<DB>, userId: string, owner: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    for (const table of OWNED_TABLES) {
      await trx.deleteFrom(table).where('owner', '=', owner).execute();
    }
    await trx.deleteFrom('push_subscriptions').where('owner', '=', owner).execute();
    // auth_clients and password_resets go with the user (on delete cascade).
    const result = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

export interface PasskeyRow {
  readonly id: string;
  readonly userId: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: string[];
}

export async function passkeysOf(db: Kysely<DB>, userId: string): Promise<PasskeyRow[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'public_key', 'counter', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map(toPasskey);
}

export async function findPasskey(db: Kysely<DB>, id: string): Promise<PasskeyRow | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'public_key', 'counter', 'transports'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPasskey(row);
}

function toPasskey(row: {
  id: string;
  user_id: string;
  public_key: string;
  counter: string | number | bigint;
  transports: string;
}): PasskeyRow {
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
  };
}

/** Stores a passkey; false when that credential is already registered. */
export async function addPasskey(
  db: Kysely<DB>,
  passkey: Omit<PasskeyRow, 'transports'> & { transports: readonly string[]; at: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(','),
      created_at: passkey.at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPasskeyCounter(db: Kysely<DB>, id: string, counter: number): Promise<void> {
  await db.updateTable('passkeys').set({ counter }).where('id', '=', id).execute();
}

export async function saveChallenge(
  db: Kysely<DB>,
  challenge: {
    challenge: string;
    kind: 'registration' | 'authentication';
    userId: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<=', new Date(challenge.expiresAt.getTime() - 10 * 60_000))
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge: challenge.challenge,
      kind: challenge.kind,
      user_id: challenge.userId,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** Takes a challenge once (deleting it): its user when it was live and of this kind, else false. */
export async function takeChallenge(
  db: Kysely<DB>,
  challenge: string,
  kind: 'registration' | 'authentication',
  now: Date,
): Promise<{ userId: string | null } | false> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .returning(['kind', 'user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.kind !== kind || new Date(row.expires_at).getTime() <= now.getTime()) return false;
  return { userId: row.user_id };
}

/** The user a provider's subject signed in as before (social login), if any. */
export async function findUserByIdentity(
  db: Kysely<DB>,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .select(USER_COLUMNS.map((column) => `users.${column}` as const))
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Binds a provider's subject to a user; false when the subject is already bound. */
export async function addIdentity(
  db: Kysely<DB>,
  identity: { provider: string; subject: string; userId: string; at: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('user_identities')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: identity.userId,
      created_at: identity.at,
    })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
