/** The discover domain's queries: topic trees, the reader's follow flags and the autocomplete. */
import { sql, type Kysely } from 'kysely';
import type { Profile } from 'shared-contracts';
import type { DB, TopicsTable } from '../../db/types';
import { PROFILE_COLUMNS, toProfile } from '../content/profile';
import { publishedContent } from '../content/queries';
import { offsetOf } from '../paging';
import type { TopicRow } from './tree';

/** word_similarity above which a profile name matches a typed prefix ("flamengp" -> Flamengo). */
export const AUTOCOMPLETE_SIMILARITY = 0.4;

export async function loadTopics(db: Kysely<DB>, tree: TopicsTable['tree']): Promise<TopicRow[]> {
  return db
    .selectFrom('topics')
    .select(['key', 'parent_key', 'name', 'type', 'can_drill', 'context', 'profile_context', 'profile_id'])
    .where('tree', '=', tree)
    .orderBy('parent_key')
    .orderBy('position')
    .execute();
}

export async function loadTreeProfiles(db: Kysely<DB>): Promise<Map<string, Profile>> {
  const rows = await db.selectFrom('profiles').select(PROFILE_COLUMNS).execute();
  return new Map(rows.map((row) => [`${row.context}/${row.id}`, toProfile(row)]));
}

export async function loadFollowState(db: Kysely<DB>, owner: string | null): Promise<Map<string, 0 | 1>> {
  if (!owner) return new Map();
  const rows = await db
    .selectFrom('follows')
    .select(['context', 'profile_id', 'push_on'])
    .where('owner', '=', owner)
    .execute();
  return new Map(rows.map((row) => [`${row.context}/${row.profile_id}`, row.push_on === 1 ? 1 : 0]));
}

/** Followable profiles whose name matches `q` (typo tolerant, pg_trgm), best match first. */
export async function matchingProfiles(db: Kysely<DB>, q: string, page: number, per: number) {
  const needle = sql<string>`onda_unaccent(${q})`;
  return db
    .selectFrom('profiles')
    .select(['context', 'id', 'name'])
    .select(sql<number>`word_similarity(${needle}, search_name)`.as('score'))
    .where((eb) =>
      eb.or([
        eb(sql`word_similarity(${needle}, search_name)`, '>=', AUTOCOMPLETE_SIMILARITY),
        eb('search_name', 'like', sql<string>`'%' || ${needle} || '%'`),
      ]),
    )
    .orderBy('score', 'desc')
    .orderBy(sql`case context when 'entities' then 0 when 'leagues' then 1 else 2 end`)
    .orderBy('name')
    .limit(per)
    .offset(offsetOf(page, per))
    .execute();
}

/** Newest published headlines matching a to_tsquery('portuguese') expression. */
export async function matchingHeadlines(db: Kysely<DB>, now: Date, tsquery: string, limit: number) {
  return publishedContent(db, now)
    .select(['content.id', 'content.name'])
    .where(sql<boolean>`content.search_vector @@ to_tsquery('portuguese', ${tsquery})`)
    .orderBy('content.published_at', 'desc')
    .limit(limit)
    .execute();
}
