/**
 * Content rows to the Article shape of spec 3, and the queries feeds share. Every list only shows
 * items published by `now` (generated match stories appear once the replayed match has ended).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Article } from 'shared-contracts';
import { imageUrl } from '../../media/image-url';
import type { DB } from '../../db/types';

/** The `post` routing segment of article pages: spec 2, 'noproxy' means served without proxy. */
export const ARTICLE_POST = 'noproxy';

export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/g, '') || 'materia'
  );
}

export type ContentQuery = SelectQueryBuilder<DB, 'content', object>;

/**
 * content restricted to what is published at `now`. The publisher is joined when the columns are
 * selected, so counting a feed reads content alone (publisher_id is a non-null foreign key: the
 * join never drops a row).
 */
export function publishedContent(db: Kysely<DB>, now: Date): ContentQuery {
  return db.selectFrom('content').where('content.published_at', '<=', now);
}

/**
 * Selects the article columns (plus the window total) from a publishedContent() query. The window
 * total suits small match sets (search results); feeds use pageOfArticles(), which counts apart.
 */
export function selectArticleRows(query: ContentQuery) {
  return selectArticleColumns(query).select(sql<number>`(count(*) over ())::int`.as('total'));
}

/** The article's tags (profile names), as a JSON array built in SQL: no second round trip. */
const tagsJson = sql<Article['tags']>`coalesce((
  select json_agg(json_build_object('id', t.profile_id, 'context', t.context, 'name', p.name)
                  order by t.context, t.profile_id)
  from content_tags t
  join profiles p on p.context = t.context and p.id = t.profile_id
  where t.content_id = content.id), '[]'::json)`;

function selectArticleColumns(query: ContentQuery) {
  return query
    .innerJoin('publishers', 'publishers.id', 'content.publisher_id')
    .select([
      'content.id',
      'content.type',
      'content.name',
      'content.description',
      'content.link',
      'content.author',
      'content.published_at',
      'content.date_is_real',
      'content.generated',
      'content.external',
      'content.body_format',
      'content.vertical_key',
      'content.vertical_label',
      'content.category',
      'content.language',
      'content.event_id',
      'publishers.id as publisher_id',
      'publishers.name as publisher_name',
      'publishers.common_name as publisher_common_name',
      'publishers.license as publisher_license',
      'publishers.attribution as publisher_attribution',
    ]);
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticleColumns>['execute']>>[number] & {
  body?: string;
};

/** Maps rows (in order) to articles, loading their tags in one query. */
export async function toArticles(
  db: Kysely<DB>,
  rows: readonly ArticleRow[],
  withBody = false,
): Promise<Article[]> {
  if (rows.length === 0) return [];
  const tags = await db
    .selectFrom('content_tags')
    .innerJoin('profiles', (join) =>
      join
        .onRef('profiles.context', '=', 'content_tags.context')
        .onRef('profiles.id', '=', 'content_tags.profile_id'),
    )
    .select(['content_tags.content_id', 'content_tags.context', 'content_tags.profile_id', 'profiles.name'])
    .where(
      'content_tags.content_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('content_tags.context')
    .orderBy('content_tags.profile_id')
    .execute();
  const tagsOf = new Map<string, Article['tags']>();
  for (const tag of tags) {
    const list = tagsOf.get(tag.content_id) ?? [];
    list.push({ id: tag.profile_id, context: tag.context, name: tag.name });
    tagsOf.set(tag.content_id, list);
  }
  return rows.map((row) => toArticle(row, tagsOf.get(row.id) ?? [], withBody));
}

function toArticle(row: ArticleRow, tags: Article['tags'], withBody: boolean): Article {
  const slugs = slugify(row.name);
  const path = `/${ARTICLE_POST}/${row.type}/${row.vertical_key}/${row.publisher_common_name}/${slugs}/${row.id}`;
  const article: Article = {
    id: row.id,
    context: row.type,
    name: row.name,
    description: row.description,
    link: path,
    links: [{ url: row.link ?? path }],
    videos: [],
    photos: [{ original: imageUrl('article', row.id, 800) }],
    categories: [row.category],
    language: row.language,
    publisher: {
      id: row.publisher_id,
      name: row.publisher_name,
      common_name: row.publisher_common_name,
      context: 'publishers',
      license: row.publisher_license,
    },
    author: row.author,
    credit: row.author ? `${row.publisher_attribution} — ${row.author}` : row.publisher_attribution,
    publish_date: row.published_at.toISOString(),
    date_is_real: row.date_is_real,
    generated: row.generated,
    verticals: [{ key: row.vertical_key, label: row.vertical_label }],
    external: row.external,
    offline: false,
    tags,
    feed: { goto_short_link: path },
    post: ARTICLE_POST,
    category: row.vertical_key,
    slugs,
    event_id: row.event_id,
  };
  if (withBody && row.body !== undefined) {
    article.body = row.body;
    article.body_format = row.body_format;
  }
  return article;
}

export interface Paged<T> {
  page: number;
  per: number;
  total: number;
  endlist: boolean;
  results: T[];
}

/**
 * Runs a content query newest first and returns one page of articles, in one statement: the page
 * (limit/offset on the (published_at desc, id) index), each item's tags as JSON, and the total as
 * an uncorrelated count over content alone. A count(*) over () window instead made the database
 * build every published row with its publisher before keeping ten.
 */
export async function pageOfArticles(
  db: Kysely<DB>,
  query: ContentQuery,
  page: number,
  per: number,
  order: 'date' | 'hero' = 'date',
): Promise<Paged<Article>> {
  let select = selectArticleColumns(query)
    .select(tagsJson.as('tags'))
    .select(
      query
        .clearSelect()
        .clearOrderBy()
        .select(sql<number>`count(*)::int`.as('n'))
        .as('total'),
    );
  if (order === 'hero') select = select.orderBy('content.generated', 'asc');
  const rows = await select
    .orderBy('content.published_at', 'desc')
    .orderBy('content.id')
    .limit(per)
    .offset((page - 1) * per)
    .execute();
  const total = rows[0]?.total ?? (page > 1 ? await countOf(query) : 0);
  return {
    page,
    per,
    total,
    endlist: page * per >= total,
    results: rows.map((row) => toArticle(row, row.tags, false)),
  };
}

async function countOf(query: ContentQuery): Promise<number> {
  const row = await query
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Content tagged with any of the given profiles. */
export function taggedWith(
  query: ContentQuery,
  refs: readonly { context: string; id: string }[],
): ContentQuery {
  if (refs.length === 0) return query.where(sql<boolean>`false`);
  return query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('content_tags')
        .select(sql`1`.as('one'))
        .whereRef('content_tags.content_id', '=', 'content.id')
        .where((eb) =>
          eb.or(
            refs.map((ref) =>
              eb.and([
                eb('content_tags.context', '=', ref.context),
                eb('content_tags.profile_id', '=', ref.id),
              ]),
            ),
          ),
        ),
    ),
  );
}
