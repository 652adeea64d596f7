/**
 * The favourites tree and the reader's follows (spec 3 "Favorite/topic node", "Follow"; spec 7
 * "Discovery", "Follows"). A signed-in reader uses `follows`, a guest `follows_anon`, keyed by the
 * PSID header the platform's API client sends (spec 6). Every answer is checked by its schema.
 */
import {
  FollowChangeResponseSchema,
  FollowsResponseSchema,
  TopicTreeSchema,
  type ApiClient,
  type ApiResult,
  type Follow,
  type ProfileRef,
  type TopicLeaf,
  type TopicNode,
} from 'shared-contracts';

/** The fields every level of the tree shares (a row does not need the children). */
export type FavoriteNode = Omit<TopicLeaf, 'nodes'>;

/** Spec 9: follows per=1000, page 1. */
const FOLLOWS_PER = 1000;

const followsPath = (signedIn: boolean): string => (signedIn ? 'v3/follows' : 'v3/follows_anon');

export async function getFavoritesTree(
  api: ApiClient,
  signal: AbortSignal,
): Promise<ApiResult<readonly TopicNode[]>> {
  const result = await api.request('v3/site/favorites', { schema: TopicTreeSchema, signal });
  return result.ok ? { ...result, data: result.data.nodes } : result;
}

export async function getFollows(
  api: ApiClient,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<ApiResult<readonly Follow[]>> {
  const result = await api.request(followsPath(signedIn), {
    query: { page: 1, per: FOLLOWS_PER },
    schema: FollowsResponseSchema,
    signal,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}

/**
 * Follows or unfollows one profile and answers the reader's whole list. Spec 4: subscribing sets
 * push_on to 1, unsubscribing sends push_on 0.
 */
export async function setFollowed(
  api: ApiClient,
  signedIn: boolean,
  profile: ProfileRef,
  followed: boolean,
): Promise<ApiResult<readonly Follow[]>> {
  const { id, context } = profile;
  const result = await api.request(followsPath(signedIn), {
    method: followed ? 'POST' : 'DELETE',
    body: followed ? { id, context, push_on: 1 } : { profiles: [{ id, context, push_on: 0 }] },
    schema: FollowChangeResponseSchema,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}

export const followKey = (ref: ProfileRef): string => `${ref.context}/${ref.id}`;

/** Spec 3: a label is not followable; every other node with a profile is. */
export const profileOf = (node: FavoriteNode): ProfileRef | null =>
  node.type !== 'label' && node.profile ? { id: node.profile.id, context: node.profile.context } : null;

/**
 * The per-profile page of a node (spec 2 "Favorites"):
 * /favorites/{name}&{id}&{context}&{has_standings}&{canDrill}/{key}/feed.
 */
export function profileRoute(node: FavoriteNode): string {
  const parts = [
    node.name,
    node.profile?.id ?? '',
    node.profile?.context ?? node.context ?? '',
    String(node.profile?.has_standings ?? false),
    String(node.canDrill),
  ];
  return `/favorites/${parts.map(encodeURIComponent).join('&')}/${encodeURIComponent(node.key)}/feed`;
}

export interface ProfileSegment {
  readonly name: string;
  readonly id: string;
  readonly context: string;
  readonly hasStandings: boolean;
  readonly canDrill: boolean;
}

/** Reads the first segment of a per-profile route; null when it is not five '&'-joined parts. */
export function parseProfileSegment(segment: string): ProfileSegment | null {
  const parts = segment.split('&');
  if (parts.length !== 5) return null;
  try {
    const [name = '', id = '', context = '', hasStandings, canDrill] = parts.map(decodeURIComponent);
    if (name === '') return null;
    return { name, id, context, hasStandings: hasStandings === 'true', canDrill: canDrill === 'true' };
  } catch {
    return null;
  }
}
