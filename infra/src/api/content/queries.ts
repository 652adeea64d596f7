/**
 * The content domain's queries: feeds, one article, reads and profiles; related stories and
 * recommendations are in related-queries.ts, built on the feeds and article mapping here. Every list only shows items published by `now` (generated match stories appear
 * once the replayed match has ended).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Article, Profile, ProfileContext } from 'shared-contracts';
import type { ContentTable, DB } from '../../db/types';
import { offsetOf, pageOf, type Paged } from '../paging';
import { toArticle, VIDEO_COLUMNS, type ArticleRow } from './article';
import { PROFILE_COLUMNS, toProfile } from './profile';

export type ContentQuery = SelectQueryBuilder<DB, 'content', object>;

/**
 * content of one type (news stories unless told: feeds, search, related, sitemaps and profiles
 * list stories; TV videos are listed by the TV galleries) restricted to what is published at
 * `now`. The publisher is joined when the columns are selected, so counting a feed reads content
 * alone (publisher_id is a non-null foreign key: the join never drops a row).
 */
export function publishedContent(
  db: Kysely<DB>,
  now: Date,
  type: ContentTable['type'] = 'news_stories',
): ContentQuery {
  return db.selectFrom('content').where('content.published_at', '<=', now).where('content.type', '=', type);
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

/**
 * A match story's teams and final score ("Flamengo 2 × 1 Palmeiras"), for its picture's text
 * alternative; null for other stories. Match stories are published after the final whistle.
 */
const matchLabel = sql<string | null>`(
  select h.name || ' ' || e.home_score || ' × ' || e.away_score || ' ' || a.name
  from sporting_events e
  join profiles h on h.context = 'teams' and h.id = e.home_id
  join profiles a on a.context = 'teams' and a.id = e.away_id
  where e.id = content.event_id)`;

function selectArticleColumns(query: ContentQuery) {
  return query
    .innerJoin('publishers', 'publishers.id', 'content.publisher_id')
    .select(matchLabel.as('match_label'))
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
      ...VIDEO_COLUMNS,
    ]);
}

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
    .offset(offsetOf(page, per))
    .execute();
  const total = rows[0]?.total ?? (page > 1 ? await countOf(query) : 0);
  return pageOf(
    page,
    per,
    total,
    rows.map((row) => toArticle(row, row.tags, false)),
  );
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

/** The all-feed: everything published by `now`, newest first. */
export function latestArticles(
  db: Kysely<DB>,
  now: Date,
  page: number,
  per: number,
): Promise<Paged<Article>> {
  return pageOfArticles(db, publishedContent(db, now), page, per);
}

/** A gallery's feed: one vertical or all; 'hero' puts journalism before generated match stories. */
export function galleryArticles(
  db: Kysely<DB>,
  now: Date,
  gallery: { readonly vertical?: string; readonly hero?: boolean; readonly videos?: boolean },
  page: number,
  per: number,
): Promise<Paged<Article>> {
  // News galleries list stories; TV galleries (tim-tv, site_galleries) list videos.
  let query = publishedContent(db, now, gallery.videos ? 'videos' : 'news_stories');
  if (gallery.vertical) query = query.where('content.vertical_key', '=', gallery.vertical);
  return pageOfArticles(db, query, page, per, gallery.hero ? 'hero' : 'date');
}

/** News tagged with any of the given profiles, published by `until`, newest first. */
export function taggedArticles(
  db: Kysely<DB>,
  until: Date,
  refs: readonly { context: string; id: string }[],
  page: number,
  per: number,
): Promise<Paged<Article>> {
  return pageOfArticles(db, taggedWith(publishedContent(db, until), refs), page, per);
}

/** One published article with its body. */
export async function findArticle(
  db: Kysely<DB>,
  now: Date,
  type: ContentTable['type'],
  id: string,
): Promise<Article | undefined> {
  const rows = await selectArticleRows(publishedContent(db, now, type).where('content.id', '=', id))
    .select('content.body')
    .execute();
  const [article] = await toArticles(db, rows, true);
  return article;
}

/** Whether a content item exists (published or not). */
export async function contentExists(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db.selectFrom('content').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * A read the server served: it feeds the recommendations' affinities and the rewards programme
 * (one per distinct item; reading again moves read_at). It keeps the tracking the reader landed
 * with, the first known.
 */
export async function recordRead(
  db: Kysely<DB>,
  owner: string,
  contentId: string,
  at: Date,
  tracking: { clickid: string | null; aff_click_id: string | null; utm_campaign: string | null } = {
    clickid: null,
    aff_click_id: null,
    utm_campaign: null,
  },
): Promise<void> {
  await db
    .insertInto('reads')
    .values({ owner, content_id: contentId, read_at: at, ...tracking })
    .onConflict((oc) =>
      oc.columns(['owner', 'content_id']).doUpdateSet({
        read_at: at,
        clickid: sql`coalesce(reads.clickid, excluded.clickid)`,
        aff_click_id: sql`coalesce(reads.aff_click_id, excluded.aff_click_id)`,
        utm_campaign: sql`coalesce(reads.utm_campaign, excluded.utm_campaign)`,
      }),
    )
    .execute();
}

export async function findProfile(
  db: Kysely<DB>,
  context: ProfileContext,
  id: string,
): Promise<Profile | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where('context', '=', context)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toProfile(row) : undefined;
}

export async function findProfiles(
  db: Kysely<DB>,
  refs: readonly { context: ProfileContext; id: string }[],
): Promise<Map<string, Profile>> {
  const out = new Map<string, Profile>();
  if (refs.length === 0) return out;
  const rows = await db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where((eb) => eb.or(refs.map((ref) => eb.and([eb('context', '=', ref.context), eb('id', '=', ref.id)]))))
    .execute();
  for (const row of rows) out.set(`${row.context}/${row.id}`, toProfile(row));
  return out;
}
