/**
 * What the content domain offers beyond a feed: related stories (shared tags; a video's next
 * videos) and personalised recommendations (the reader's follows, likes and reads).
 */
import { sql, type Kysely } from 'kysely';
import type { Article } from 'shared-contracts';
import type { DB } from '../../db/types';
import { offsetOf, pageOf, type Paged } from '../paging';
import { latestArticles, publishedContent, selectArticleRows, toArticles } from './queries';

/**
 * Related stories: items sharing tags with the given one, most shared tags first, then newest;
 * `cap` caps the whole list. undefined when the item does not exist. A video's related items are
 * the other videos of its vertical (relatedVideos): what its page offers to watch next.
 */
export async function relatedArticles(
  db: Kysely<DB>,
  now: Date,
  id: string,
  page: number,
  per: number,
  cap: number,
): Promise<Paged<Article> | undefined> {
  const item = await db
    .selectFrom('content')
    .select(['type', 'vertical_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) return undefined;
  if (item.type === 'videos') return relatedVideos(db, now, id, item.vertical_key, page, per, cap);
  const offset = offsetOf(page, per);
  const limit = Math.max(0, Math.min(per, cap - offset));
  const rows =
    limit === 0
      ? []
      : await selectArticleRows(
          publishedContent(db, now)
            .innerJoin('content_tags as mine', (join) => join.on('mine.content_id', '=', id))
            .innerJoin('content_tags as theirs', (join) =>
              join
                .onRef('theirs.content_id', '=', 'content.id')
                .onRef('theirs.context', '=', 'mine.context')
                .onRef('theirs.profile_id', '=', 'mine.profile_id'),
            )
            .where('content.id', '!=', id),
        )
          .select(sql<number>`count(*)::int`.as('shared'))
          .groupBy(['content.id', 'publishers.id'])
          .orderBy('shared', 'desc')
          .orderBy('content.published_at', 'desc')
          .orderBy('content.id')
          .limit(limit)
          .offset(offset)
          .execute();
  const total = Math.min(cap, rows[0]?.total ?? 0);
  return pageOf(page, per, total, await toArticles(db, rows));
}

/**
 * The published videos of a video's vertical but itself: those sharing most tags with it first,
 * then newest; `cap` caps the whole list.
 */
async function relatedVideos(
  db: Kysely<DB>,
  now: Date,
  id: string,
  vertical: string,
  page: number,
  per: number,
  cap: number,
): Promise<Paged<Article>> {
  const offset = offsetOf(page, per);
  const limit = Math.max(0, Math.min(per, cap - offset));
  const shared = sql<number>`(
    select count(*)::int from content_tags theirs
    join content_tags mine on mine.content_id = ${id}
      and mine.context = theirs.context and mine.profile_id = theirs.profile_id
    where theirs.content_id = content.id)`;
  const rows =
    limit === 0
      ? []
      : await selectArticleRows(
          publishedContent(db, now, 'videos')
            .where('content.vertical_key', '=', vertical)
            .where('content.id', '!=', id),
        )
          .orderBy(shared, 'desc')
          .orderBy('content.published_at', 'desc')
          .orderBy('content.id')
          .limit(limit)
          .offset(offset)
          .execute();
  const total = Math.min(cap, rows[0]?.total ?? 0);
  return pageOf(page, per, total, await toArticles(db, rows));
}

/**
 * Personalised recommendations (spec 7 api/v4/personalized_recommendations).
 *
 * Ranking: every profile (entity, league, team) gets an affinity from the reader's own signals:
 *   follow = 3, like of an item tagged with the profile = 2, read of such an item = 1 (summed).
 * An unread published item scores the sum of its tags' affinities, divided by (1 + age in days / 7)
 * so fresh news wins among equally relevant items. Ties: newest first. Without any signal (or for
 * an anonymous request) the answer is the all-feed, marked source 'fallback' (spec 8).
 */
export const WEIGHTS = { follow: 3, like: 2, read: 1 } as const;

export interface Recommendations {
  page: number;
  size: number;
  source: 'personalized' | 'fallback';
  endlist: boolean;
  results: Article[];
}

/** The profiles tagged on the items the reader liked or read, each with that signal's weight. */
const taggedSignals = (db: Kysely<DB>, signal: 'likes' | 'reads', weight: number, owner: string) =>
  db
    .selectFrom(signal)
    .innerJoin('content_tags', 'content_tags.content_id', `${signal}.content_id`)
    .select(['content_tags.context', 'content_tags.profile_id', sql<number>`${sql.lit(weight)}::int`.as('w')])
    .where(`${signal}.owner`, '=', owner);

export async function recommend(
  db: Kysely<DB>,
  owner: string | null,
  now: Date,
  page: number,
  size: number,
): Promise<Recommendations> {
  if (owner) {
    const affinity = db
      .selectFrom((eb) =>
        eb
          .selectFrom('follows')
          .select(['context', 'profile_id', sql<number>`${sql.lit(WEIGHTS.follow)}::int`.as('w')])
          .where('owner', '=', owner)
          .unionAll(taggedSignals(db, 'likes', WEIGHTS.like, owner))
          .unionAll(taggedSignals(db, 'reads', WEIGHTS.read, owner))
          .as('signals'),
      )
      .select(['signals.context', 'signals.profile_id', sql<number>`sum(signals.w)`.as('w')])
      .groupBy(['signals.context', 'signals.profile_id']);

    const ranked = (limit: number, offset: number) =>
      selectArticleRows(
        publishedContent(db, now)
          .innerJoin('content_tags as ct', 'ct.content_id', 'content.id')
          .innerJoin(affinity.as('aff'), (join) =>
            join.onRef('aff.context', '=', 'ct.context').onRef('aff.profile_id', '=', 'ct.profile_id'),
          )
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('reads')
                  .select(sql`1`.as('one'))
                  .whereRef('reads.content_id', '=', 'content.id')
                  .where('reads.owner', '=', owner),
              ),
            ),
          ),
      )
        .select(
          sql<number>`sum(aff.w) / (1 + extract(epoch from (${now}::timestamptz - content.published_at)) / 604800.0)`.as(
            'score',
          ),
        )
        .groupBy(['content.id', 'publishers.id'])
        .orderBy('score', 'desc')
        .orderBy('content.published_at', 'desc')
        .orderBy('content.id')
        .limit(limit)
        .offset(offset)
        .execute();
    const scored = await ranked(size, offsetOf(page, size));
    // A reader with no signals gets the all-feed on every page, not only the first: the list a
    // reader pages through is decided by whether anything at all is ranked for them.
    const personalized = scored.length > 0 || (page > 1 && (await ranked(1, 0)).length > 0);
    if (personalized) {
      const { endlist, results } = pageOf(page, size, scored[0]?.total ?? 0, await toArticles(db, scored));
      return { page, size, source: 'personalized', endlist, results };
    }
  }
  const feed = await latestArticles(db, now, page, size);
  return { page, size, source: 'fallback', endlist: feed.endlist, results: feed.results };
}
