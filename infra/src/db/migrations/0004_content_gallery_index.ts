/**
 * The hero, cover and highlights galleries list journalism before generated match stories, newest
 * first (content/queries.ts galleryArticles: order by generated, published_at desc, id). Without an
 * index in that order every request sorted all published stories to keep ten.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index content_generated_published_id on content (generated, published_at desc, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists content_generated_published_id`.execute(db);
}
