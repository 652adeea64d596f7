/**
 * Social login (spec 4 "Login"): an account found by the provider's subject, never by the
 * e-mail the provider reports (a provider can change or reuse it). One row per provider
 * identity; a user may have several.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_identities (
      provider text not null,
      subject text not null,
      user_id text not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (provider, subject)
    )`.execute(db);
  await sql`create index user_identities_user on user_identities (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_identities`.execute(db);
}
