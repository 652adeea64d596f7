/** The news of one discover node: GET api/v3/site/favorites/{key}/content (spec 7 "Discovery"). */
import { WIRE_CHECKS, type ApiClient } from 'shared-contracts';
import { FEED_PER, type PageLoader } from '../../data/feed';

export function createNodeNewsLoader(api: ApiClient, key: string): PageLoader {
  return async (page, signal) => {
    const result = await api.request(`v3/site/favorites/${encodeURIComponent(key)}/content`, {
      query: { page, per: FEED_PER },
      check: WIRE_CHECKS.TopicContent,
      signal,
    });
    return result.ok ? { ok: true, status: result.status, data: result.data.results } : result;
  };
}
