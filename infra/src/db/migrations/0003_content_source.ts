/**
 * Where an item's text lives and in what form:
 * - external: the article itself is on the publisher's site (feed imports); readers leave through
 *   the external-link warning (spec 4) to read it in full;
 * - body_format: seeded bodies are plain text with blank-line paragraphs, imported ones are
 *   sanitised HTML; the article page renders each accordingly.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content add column external boolean not null default false`.execute(db);
  await sql`alter table content add column body_format text not null default 'text'
    check (body_format in ('text', 'html'))`.execute(db);
  // Items imported before this migration came from feeds: their link is the publisher's page.
  await sql`update content set external = true, body_format = 'html'
    where publisher_id in (select id from publishers where license like '%(feed RSS/Atom)%')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content drop column body_format`.execute(db);
  await sql`alter table content drop column external`.execute(db);
}
