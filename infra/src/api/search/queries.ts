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
