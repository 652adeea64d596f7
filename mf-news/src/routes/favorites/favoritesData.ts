/**
 * The favourites tree and the reader's follows (spec 3 "Favorite/topic node", "Follow"; spec 7
 * "Discovery", "Follows"). A signed-in reader uses `follows`, a guest `follows_anon`, keyed by the
 * PSID header the platform's API client sends (spec 6). Every answer is checked by its schema.
 */
import {
  WIRE_CHECKS,
  type ApiClient,
  type ApiResult,
  type ProfileRef,
  type TopicLeaf,
  type TopicNode,
} from 'shared-contracts';

/** The fields every level of the tree shares (a row does not need the children). */
/** The follows calls are shared with the sports remote (shared-contracts follows-client). */
export { getFollows } from 'shared-contracts';

export type FavoriteNode = Omit<TopicLeaf, 'nodes'>;

export async function getFavoritesTree(
  api: ApiClient,
  signal: AbortSignal,
): Promise<ApiResult<readonly TopicNode[]>> {
  const result = await api.request('v3/site/favorites', { check: WIRE_CHECKS.TopicTree, signal });
  return result.ok ? { ...result, data: result.data.nodes } : result;
}

export const followKey = (ref: ProfileRef): string => `${ref.context}/${ref.id}`;

/** Spec 3: a label is not followable; every other node with a profile is. */
export const profileOf = (node: FavoriteNode): ProfileRef | null =>
  node.type !== 'label' && node.profile ? { id: node.profile.id, context: node.profile.context } : null;
