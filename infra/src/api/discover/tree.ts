/** Builds the topic trees of the topics table, with the reader's followed/push flags (spec 3). */
import type { Profile, ProfileContext, ProfileRef, TopicLeaf, TopicMid, TopicNode } from 'shared-contracts';

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

const isProfileContext = (value: string | null): value is ProfileContext =>
  value === 'entities' || value === 'leagues' || value === 'teams';

/** The profiles whose news a node shows: its own (profile), sports (dynamic) or its children's (label). */
export function feedRefs({ row, children }: { row: TopicRow; children: TopicRow[] }): ProfileRef[] {
  const refs =
    row.type === 'profile'
      ? [row]
      : row.type === 'dynamic'
        ? [{ profile_context: 'entities', profile_id: 'sports' }]
        : children;
  return refs.flatMap((ref) =>
    isProfileContext(ref.profile_context) && ref.profile_id
      ? [{ context: ref.profile_context, id: ref.profile_id }]
      : [],
  );
}

/**
 * The to_tsquery expression of a typed text: every word, the last one as a prefix (accents
 * dropped); undefined when the text has no word.
 */
export function prefixQuery(q: string): string | undefined {
  const words =
    q
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+/g) ?? [];
  if (words.length === 0) return undefined;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
