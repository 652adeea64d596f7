/**
 * Feeds of the favourites pages (spec 7 "Discovery", "Feeds"): the content of one favourites node
 * (its children and its news) and the feed of one followed profile, one page at a time.
 */
import { WIRE_CHECKS, type ApiClient, type ProfileRef, type TopicMid } from 'shared-contracts';
import { FEED_PER, type PageLoader } from '../../data/feed';

/** The key pattern of the API's favourites nodes (TopicKeyParamsSchema). */
export const TOPIC_KEY = /^[a-z0-9][a-z0-9_.-]{0,120}$/;

/**
 * Pages of GET site/favorites/{key}/content; every page also carries the node with its children,
 * handed to `onNode` (so one call gives the rows and the first stories).
 */
export function createTopicLoader(api: ApiClient, key: string, onNode: (node: TopicMid) => void): PageLoader {
  return async (page, signal) => {
    const result = await api.request(`v3/site/favorites/${encodeURIComponent(key)}/content`, {
      query: { page, per: FEED_PER },
      check: WIRE_CHECKS.TopicContent,
      signal,
    });
    if (!result.ok) return result;
    onNode(result.data.node);
    return { ok: true, status: result.status, data: result.data.results };
  };
}

/** The node itself (its first page of content names it): what its page shows above the news. */
export async function getTopicNode(api: ApiClient, key: string, signal: AbortSignal) {
  const result = await api.request(`v3/site/favorites/${encodeURIComponent(key)}/content`, {
    query: { page: 1, per: FEED_PER },
    check: WIRE_CHECKS.TopicContent,
    signal,
  });
  return result.ok ? { ...result, data: result.data.node } : result;
}

/** Pages of GET profiles/{context}/{id}/feed (spec 7 "Feeds"). */
export function createProfileLoader(api: ApiClient, profile: ProfileRef): PageLoader {
  const path = `v3/profiles/${encodeURIComponent(profile.context)}/${encodeURIComponent(profile.id)}/feed`;
  return async (page, signal) => {
    const result = await api.request(path, {
      query: { page, per: FEED_PER },
      check: WIRE_CHECKS.ArticlePage,
      signal,
    });
    return result.ok ? { ok: true, status: result.status, data: result.data.results } : result;
  };
}
