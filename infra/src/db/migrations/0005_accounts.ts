/**
 * Accounts (spec 2 "Accounts", 4 "Login"): users with an Argon2id password hash, their clients
 * (one per signed-in device, devise_token_auth) and e-mailed password-reset tokens. Tokens are
 * stored only as SHA-256 hashes; a user's follows, likes and reads keep the owner 'user:<id>'.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id text primary key,
      email text not null unique,
      password_hash text not null,
      locale text not null default 'pt' check (locale in ('pt', 'en', 'es')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table auth_clients (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index auth_clients_user on auth_clients (user_id)`.execute(db);
  await sql`
    create table password_resets (
      token_hash text primary key,
      user_id text not null references users (id) on delete cascade,
      redirect_path text not null default '/',
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_resets_user on password_resets (user_id)`.execute(db);
  // Passkeys (WebAuthn): the public key only; challenges live until used or five minutes.
  await sql`
    create table passkeys (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      public_key text not null,
      counter bigint not null default 0,
      transports text not null default '',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index passkeys_user on passkeys (user_id)`.execute(db);
  await sql`
    create table webauthn_challenges (
      challenge text primary key,
      kind text not null check (kind in ('registration', 'authentication')),
      user_id text references users (id) on delete cascade,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists webauthn_challenges`.execute(db);
  await sql`drop table if exists passkeys`.execute(db);
  await sql`drop table if exists password_resets`.execute(db);
  await sql`drop table if exists auth_clients`.execute(db);
  await sql`drop table if exists users`.execute(db);
}
