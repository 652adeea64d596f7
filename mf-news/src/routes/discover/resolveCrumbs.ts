/**
 * The selected nodes of a breadcrumb (spec 4 "Discover"), found level by level in the discover
 * tree: each key must be a child of the one before it, so a stale or edited path is caught.
 */
import { slugOf, type TopicLeaf, type TopicNode } from 'shared-contracts';

/** A node of any level, with its children when it has some. */
export type AnyNode = TopicLeaf | TopicNode | TopicNode['nodes'][number];

// Leaves carry an always-empty `unknown[]` (TopicLeafSchema, maxItems 0); the guard only tells
// apart levels of an already validated tree.
const isNode = (child: unknown): child is AnyNode =>
  typeof child === 'object' && child !== null && 'key' in child;

export function childrenOf(node: AnyNode): readonly AnyNode[] {
  const children: readonly unknown[] = node.nodes;
  return children.filter(isNode);
}

/** A name as a path word: lower case, no accents, '-' between words ('Esportes' -> 'esportes'). */
export const nameSlug = (name: string): string => slugOf(name);

/**
 * The nodes of `keys` in order, or undefined when one is not under the previous. A crumb is a
 * node's key or, in shared links written by hand (/discover/esportes/...), its name as a path word.
 */
export function resolveCrumbs(roots: readonly AnyNode[], keys: readonly string[]): AnyNode[] | undefined {
  const path: AnyNode[] = [];
  let level = roots;
  for (const key of keys) {
    const node =
      level.find((candidate) => candidate.key === key) ??
      level.find((candidate) => nameSlug(candidate.name) === key.toLowerCase());
    if (!node) return undefined;
    path.push(node);
    level = childrenOf(node);
  }
  return path;
}
