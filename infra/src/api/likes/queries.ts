/** The likes domain's queries: a reader's liked articles (spec 7 "Likes"). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** Ids of the reader's liked articles, newest like first. */
export async function likedIds(db: Kysely<DB>, owner: string): Promise<string[]> {
  const rows = await db
    .selectFrom('likes')
    .select('content_id')
    .where('owner', '=', owner)
    .orderBy('created_at', 'desc')
    .orderBy('content_id')
    .execute();
  return rows.map((row) => row.content_id);
}

/** Likes an article; liking it again changes nothing. */
export async function addLike(db: Kysely<DB>, owner: string, contentId: string, at: Date): Promise<void> {
  await db
    .insertInto('likes')
    .values({ owner, content_id: contentId, created_at: at })
    .onConflict((oc) => oc.columns(['owner', 'content_id']).doNothing())
    .execute();
}

export async function removeLike(db: Kysely<DB>, owner: string, contentId: string): Promise<void> {
  await db.deleteFrom('likes').where('owner', '=', owner).where('content_id', '=', contentId).execute();
}
