/**
 * The category topic bar's entries (spec 2 "Category topic bar: favorites without type 'label'"):
 * the followable topics of the favorites tree that are marked for the menu, linking to their
 * feed route (spec 2 "Favorites": /favorites/{name}&{id}&{context}&{has_standings}&{canDrill}/{key}/feed).
 */
import { useEffect, useState } from 'react';
import { WIRE_CHECKS, type ApiClient, type TopicMid } from 'shared-contracts';
import type { Topic } from '../components/TopicBar';

const MAX_TOPICS = 8;

export function topicHref(node: TopicMid): string {
  const p = node.profile;
  const name = encodeURIComponent(node.name);
  const segment = p
    ? `${name}&${encodeURIComponent(p.id)}&${encodeURIComponent(p.context)}&${p.has_standings}&${node.canDrill}`
    : name;
  return `/favorites/${segment}/${encodeURIComponent(node.key)}/feed`;
}

export async function getTopics(api: ApiClient): Promise<Topic[]> {
  const result = await api.request('v3/site/favorites', { check: WIRE_CHECKS.TopicTree });
  if (!result.ok) return [];
  return result.data.nodes
    .flatMap((group) => (group.type === 'label' ? group.nodes : []))
    .filter((node) => node.type !== 'label' && node.menu)
    .slice(0, MAX_TOPICS)
    .map((node) => ({ key: node.key, name: node.name, href: topicHref(node), type: node.type }));
}

/** Topics for the bar; empty until loaded (the bar still shows TV and sports). */
export function useTopics(api: ApiClient): readonly Topic[] {
  const [topics, setTopics] = useState<readonly Topic[]>([]);
  useEffect(() => {
    let live = true;
    void getTopics(api).then((t) => live && setTopics(t));
    return () => {
      live = false;
    };
  }, [api]);
  return topics;
}
