/**
 * Personalised recommendations (spec 7 api/v4/personalized_recommendations).
 *
 * Ranking: every profile (entity, league, team) gets an affinity from the reader's own signals:
 *   follow = 3, like of an item tagged with the profile = 2, read of such an item = 1 (summed).
 * An unread published item scores the sum of its tags' affinities, divided by (1 + age in days / 7)
 * so fresh news wins among equally relevant items. Ties: newest first. Without any signal (or for
 * an anonymous request) the answer is the all-feed, marked source 'fallback' (spec 8).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Article } from 'shared-contracts';
import { pageOfArticles, publishedContent, selectArticleRows, toArticles } from './articles';

export const WEIGHTS = { follow: 3, like: 2, read: 1 } as const;

export interface Recommendations {
  page: number;
  size: number;
  source: 'personalized' | 'fallback';
  endlist: boolean;
  results: Article[];
}

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
          .unionAll(
            eb
              .selectFrom('likes')
              .innerJoin('content_tags', 'content_tags.content_id', 'likes.content_id')
              .select([
                'content_tags.context',
                'content_tags.profile_id',
                sql<number>`${sql.lit(WEIGHTS.like)}::int`.as('w'),
              ])
              .where('likes.owner', '=', owner),
          )
          .unionAll(
            eb
              .selectFrom('reads')
              .innerJoin('content_tags', 'content_tags.content_id', 'reads.content_id')
              .select([
                'content_tags.context',
                'content_tags.profile_id',
                sql<number>`${sql.lit(WEIGHTS.read)}::int`.as('w'),
              ])
              .where('reads.owner', '=', owner),
          )
          .as('signals'),
      )
      .select(['signals.context', 'signals.profile_id', sql<number>`sum(signals.w)`.as('w')])
      .groupBy(['signals.context', 'signals.profile_id']);

    const scored = await selectArticleRows(
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
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    if (scored.length > 0 || page > 1) {
      const total = scored[0]?.total ?? 0;
      return {
        page,
        size,
        source: 'personalized',
        endlist: page * size >= total,
        results: await toArticles(db, scored),
      };
    }
  }
  const feed = await pageOfArticles(db, publishedContent(db, now), page, size);
  return { page, size, source: 'fallback', endlist: feed.endlist, results: feed.results };
}
