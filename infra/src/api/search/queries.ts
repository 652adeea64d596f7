/** The search domain's query: full text over published content, optionally one entity's news. */
import { sql, type Kysely } from 'kysely';
import type { Article } from 'shared-contracts';
import type { DB } from '../../db/types';
import { publishedContent, selectArticleRows, taggedWith, toArticles } from '../content/queries';
import { offsetOf } from '../paging';

export interface SearchInput {
  /** Trimmed; '' for no text (then `entity` is given). */
  readonly text: string;
  readonly entity?: { readonly context: string; readonly id: string };
  readonly sortby: 'relevance' | 'date';
}

export async function searchArticles(
  db: Kysely<DB>,
  now: Date,
  { text, entity, sortby }: SearchInput,
  page: number,
  per: number,
): Promise<{ total: number; results: Article[] }> {
  let query = publishedContent(db, now);
  if (entity) query = taggedWith(query, [entity]);
  const tsquery = sql`websearch_to_tsquery('portuguese', onda_unaccent(${text}))`;
  if (text !== '') query = query.where(sql<boolean>`content.search_vector @@ ${tsquery}`);
  let select = selectArticleRows(query);
  if (sortby === 'relevance' && text !== '') {
    select = select.orderBy(sql`ts_rank_cd(content.search_vector, ${tsquery})`, 'desc');
  }
  const rows = await select
    .orderBy('content.published_at', 'desc')
    .orderBy('content.id')
    .limit(per)
    .offset(offsetOf(page, per))
    .execute();
  return { total: rows[0]?.total ?? 0, results: await toArticles(db, rows) };
}

/** Records one reader's search (once per query, reader and day; trending.ts decides what counts). */
export async function recordSearch(
  db: Kysely<DB>,
  now: Date,
  entry: { readonly key: string; readonly asker: string },
): Promise<void> {
  await db
    .insertInto('search_log')
    .values({
      query_key: entry.key,
      asker: entry.asker,
      day: now.toISOString().slice(0, 10),
      searched_at: now,
    })
    .onConflict((oc) => oc.columns(['query_key', 'asker', 'day']).doUpdateSet({ searched_at: now }))
    .execute();
}

/** The queries at least `minReaders` readers searched since `since`, most readers first. */
export async function trendingSearches(
  db: Kysely<DB>,
  since: Date,
  minReaders: number,
  limit: number,
): Promise<{ query: string; readers: number }[]> {
  const rows = await db
    .selectFrom('search_log')
    .select([
      'query_key',
      sql<number>`count(distinct asker)::int`.as('readers'),
      sql<Date>`max(searched_at)`.as('last'),
    ])
    .where('searched_at', '>=', since)
    .groupBy('query_key')
    .having(sql<number>`count(distinct asker)`, '>=', minReaders)
    .orderBy('readers', 'desc')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ query: row.query_key, readers: row.readers }));
}

/** Deletes what is older than `before`: searches are kept two days at most. */
export async function forgetSearches(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('search_log').where('searched_at', '<', before).execute();
}
