/** Builds the topic trees of the topics table, with the reader's followed/push flags (spec 3). */
import type { Kysely } from 'kysely';
import type { DB, TopicsTable } from '../../db/types';
import type { Profile, TopicLeaf, TopicMid, TopicNode } from 'shared-contracts';
import { PROFILE_COLUMNS, toProfile } from '../content/profile';

type Tree = TopicsTable['tree'];

export interface TopicRow {
  key: string;
  parent_key: string;
  name: string;
  type: 'label' | 'dynamic' | 'profile';
  can_drill: boolean;
  context: string | null;
  profile_context: string | null;
  profile_id: string | null;
}

export async function loadTopics(db: Kysely<DB>, tree: Tree): Promise<TopicRow[]> {
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

export function toLeaf(
  row: TopicRow,
  profiles: Map<string, Profile>,
  follows: Map<string, 0 | 1>,
): TopicLeaf {
  const ref = row.profile_context && row.profile_id ? `${row.profile_context}/${row.profile_id}` : null;
  const push = ref ? follows.get(ref) : undefined;
  return {
    key: row.key,
    name: row.name,
    type: row.type,
    canDrill: row.can_drill,
    followed: push !== undefined,
    push_on: push ?? 0,
    context: row.context,
    context_type: row.type === 'profile' ? 'profile' : row.type,
    filter_context: row.profile_context,
    load_profile: row.type === 'profile',
    // Labels group entries in menus; profiles and dynamic feeds are menu entries themselves.
    menu: row.type !== 'label',
    profile: ref ? (profiles.get(ref) ?? null) : null,
    nodes: [],
  };
}

export function buildTree(
  rows: readonly TopicRow[],
  profiles: Map<string, Profile>,
  follows: Map<string, 0 | 1>,
): TopicNode[] {
  const children = (key: string): TopicRow[] => rows.filter((row) => row.parent_key === key);
  const mid = (row: TopicRow): TopicMid => ({
    ...toLeaf(row, profiles, follows),
    nodes: children(row.key).map((child) => toLeaf(child, profiles, follows)),
  });
  return children('').map((row) => ({
    ...toLeaf(row, profiles, follows),
    nodes: children(row.key).map(mid),
  }));
}

/** The node with this key (first occurrence, favorites before discover) and its children. */
export function findNode(
  rows: readonly TopicRow[],
  key: string,
): { row: TopicRow; children: TopicRow[] } | undefined {
  const row = rows.find((candidate) => candidate.key === key);
  if (!row) return undefined;
  const seen = new Set<string>();
  const children = rows.filter((candidate) => {
    if (candidate.parent_key !== key || seen.has(candidate.key)) return false;
    seen.add(candidate.key);
    return true;
  });
  return { row, children };
}
