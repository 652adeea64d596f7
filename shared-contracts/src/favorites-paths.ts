/**
 * Paths of the favourites pages (spec 2 "Favorites"): a topic's news at
 * /favorites/{name}&{id}&{context}&{has_standings}&{canDrill}/{key}/feed, and the reader's followed
 * profiles' news at /favorites/{name?}/{selected?}/feed, {selected} being '{context}-{id}'. The one
 * builder and reader of these paths: the topic bar (edge and shell), the home page's gallery links
 * (API) and the favourites pages (mf-news) use it.
 */
import type { ProfileContext, ProfileRef } from './api/common';

export const FAVORITES_PATH = '/favorites';
/** The news of every followed profile together (the "Seguindo" feed). */
export const FOLLOWED_FEED_PATH = `${FAVORITES_PATH}/feed`;

/** What a topic's path carries: its name, key and what its profile says of itself. */
export interface FavoriteTopic {
  readonly key: string;
  readonly name: string;
  readonly canDrill: boolean;
  readonly context?: string | null;
  readonly profile?: {
    readonly id: string;
    readonly context: string;
    readonly has_standings: boolean;
  } | null;
}

/** The first segment of a topic's path, read back. */
export interface FavoriteTopicSegment {
  readonly name: string;
  readonly id: string;
  readonly context: string;
  readonly hasStandings: boolean;
  readonly canDrill: boolean;
}

/** A topic's news: /favorites/{name}&{id}&{context}&{has_standings}&{canDrill}/{key}/feed. */
export function favoriteTopicPath(topic: FavoriteTopic): string {
  const parts = [
    topic.name,
    topic.profile?.id ?? '',
    topic.profile?.context ?? topic.context ?? '',
    String(topic.profile?.has_standings ?? false),
    String(topic.canDrill),
  ];
  return `${FAVORITES_PATH}/${parts.map(encodeURIComponent).join('&')}/${encodeURIComponent(topic.key)}/feed`;
}

/**
 * Reads the first segment of a topic's path, as it is in the address (still percent-encoded, so an
 * '&' inside a name is no separator); null when it is not five '&'-joined parts or badly encoded.
 */
export function favoriteTopicFrom(segment: string): FavoriteTopicSegment | null {
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

/** The {selected} segment of a followed profile's feed: '{context}-{id}'. */
export const followedKey = (ref: ProfileRef): string => `${ref.context}-${ref.id}`;

const SELECTED = /^(entities|leagues|teams)-([A-Za-z0-9][A-Za-z0-9_.:-]{0,127})$/;

/** The profile a {selected} segment names; null for anything else. */
export function followedFrom(segment: string): ProfileRef | null {
  const match = SELECTED.exec(segment);
  if (!match) return null;
  return { context: match[1] as ProfileContext, id: match[2] ?? '' };
}

/** One followed profile's news: /favorites/{name}/{context}-{id}/feed. */
export const followedFeedPath = (follow: ProfileRef & { readonly name: string }): string =>
  `${FAVORITES_PATH}/${encodeURIComponent(follow.name)}/${followedKey(follow)}/feed`;
