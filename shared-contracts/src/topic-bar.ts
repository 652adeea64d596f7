/**
 * The category topic bar's entries (spec 2 "Category topic bar: favorites without type 'label'"):
 * the followable topics of the favorites tree that are marked for the menu, linking to their
 * feed route (favorites-paths.ts favoriteTopicPath, spec 2 "Favorites").
 * One rule for the edge (which puts the entries in the page) and the shell (which shows them).
 */
import type { Static } from '@sinclair/typebox';
import type { TopicTreeSchema } from './api/topics';
import { favoriteTopicPath } from './favorites-paths';

type TopicTree = Static<typeof TopicTreeSchema>;

export interface TopicBarEntry {
  readonly key: string;
  readonly name: string;
  readonly href: string;
  /** Favourite node type (spec 3); 'label' nodes are not topics and are left out. */
  readonly type?: string;
}

export const MAX_TOPIC_BAR_ENTRIES = 8;

export function topicBarEntries(tree: TopicTree): TopicBarEntry[] {
  return tree.nodes
    .flatMap((group) => (group.type === 'label' ? group.nodes : []))
    .filter((node) => node.type !== 'label' && node.menu)
    .slice(0, MAX_TOPIC_BAR_ENTRIES)
    .map((node) => ({ key: node.key, name: node.name, href: favoriteTopicPath(node), type: node.type }));
}
