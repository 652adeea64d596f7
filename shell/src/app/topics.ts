/**
 * The category topic bar's entries (shared-contracts `topicBarEntries`): the edge puts them in the
 * page data, so the bar is complete in the first render; a page without them asks the API.
 */
import { useEffect, useState } from 'react';
import { topicBarEntries, WIRE_CHECKS, type ApiClient, type TopicBarEntry } from 'shared-contracts';

export async function getTopics(api: ApiClient): Promise<TopicBarEntry[]> {
  const result = await api.request('v3/site/favorites', { check: WIRE_CHECKS.TopicTree });
  return result.ok ? topicBarEntries(result.data) : [];
}

/** Topics for the bar: the page's own when it has them, else empty until loaded. */
export function useTopics(api: ApiClient, initial?: readonly TopicBarEntry[]): readonly TopicBarEntry[] {
  const [topics, setTopics] = useState<readonly TopicBarEntry[]>(initial ?? []);
  useEffect(() => {
    if (initial) return;
    let live = true;
    void getTopics(api).then((t) => live && setTopics(t));
    return () => {
      live = false;
    };
  }, [api, initial]);
  return topics;
}
