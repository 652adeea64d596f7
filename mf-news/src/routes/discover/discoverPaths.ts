/**
 * The /discover paths of spec 2. The breadcrumb is the keys of the selected nodes, joined by ','
 * (topic keys never hold one). context and id are path segments; vertical, day (default 0) and
 * index (default 7) travel as query parameters, since the spec lists them as parameters with
 * defaults rather than as segments. timestamp is optional and read only to be carried along.
 *   /discover/{breadcrumb}/label/{context}?vertical&day=0&index=7   a node's sub-topics
 *   /discover/{breadcrumb}/feed/{context}/{id}?vertical&day=0&index=7   a node's news
 * The spec's own form, with the parameters comma-joined in one segment, is read as well:
 *   /discover/{breadcrumb}/label/{context},{vertical},{day},{index},{timestamp}
 *   /discover/{breadcrumb}/feed/{context},{id},{vertical},{day},{index},{timestamp}
 */
import type { TopicLeaf } from 'shared-contracts';

export const DISCOVER_ROOT = '/discover';
const SEPARATOR = ',';

/**
 * The Tokyo-games topic of spec 2 and 4: its breadcrumb id goes to the Olympic results page, which
 * mf-sports owns (/discover/olympic/{feed}/{id}). The seed has no such node yet; the id is the one
 * proposed to the API and mf-sports (see the report).
 */
export const OLYMPIC_PROFILE_ID = 'olympics-tokyo-2020';
export const olympicPath = (id: string): string => `${DISCOVER_ROOT}/olympic/feed/${encodeURIComponent(id)}`;

export type DiscoverView =
  | { readonly kind: 'root' }
  | { readonly kind: 'label'; readonly crumbs: readonly string[]; readonly context: string }
  | {
      readonly kind: 'feed';
      readonly crumbs: readonly string[];
      readonly context: string;
      readonly id: string;
    }
  | { readonly kind: 'unknown' };

type Node = Pick<TopicLeaf, 'key' | 'context' | 'profile' | 'canDrill'>;

/** The vertical of a path: the profile id of the root crumb when it is an entity (news, sports...). */
function params(vertical: string | undefined): string {
  const query = new URLSearchParams();
  if (vertical) query.set('vertical', vertical);
  query.set('day', '0');
  query.set('index', '7');
  return query.toString();
}

/** Where a node opens, given the crumbs that lead to it (itself included). */
export function nodePath(path: readonly Node[]): string {
  const node = path.at(-1);
  if (!node) return DISCOVER_ROOT;
  const root = path[0]?.profile;
  const vertical = root?.context === 'entities' ? root.id : undefined;
  const crumbs = path.map((n) => n.key).join(SEPARATOR);
  const context = encodeURIComponent(node.context ?? 'label');
  if (node.canDrill) return `${DISCOVER_ROOT}/${crumbs}/label/${context}?${params(vertical)}`;
  const id = node.profile?.id ?? node.key;
  // Route middleware of spec 4: the Olympics profile goes to its own page.
  if (id === OLYMPIC_PROFILE_ID) return olympicPath(id);
  return `${DISCOVER_ROOT}/${crumbs}/feed/${context}/${encodeURIComponent(id)}?${params(vertical)}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Reads the path after /discover (the router has already taken the query string off). */
export function parseDiscoverPath(rest: string): DiscoverView {
  const segments = rest.split('/').filter(Boolean).map(safeDecode);
  if (segments.length === 0) return { kind: 'root' };
  const [breadcrumb = '', mode, target, id, ...extra] = segments;
  const crumbs = breadcrumb.split(SEPARATOR).filter(Boolean);
  if (crumbs.length === 0 || target === undefined || extra.length > 0) return { kind: 'unknown' };
  // Comma form: the first field is the context and, on feed routes, the second the id; vertical,
  // day, index and timestamp follow and are only carried along, like their query-form twins.
  const fields = id === undefined ? target.split(SEPARATOR) : [target];
  const [context = ''] = fields;
  if (context === '') return { kind: 'unknown' };
  if (mode === 'label' && id === undefined) return { kind: 'label', crumbs, context };
  const feedId = id ?? fields[1];
  if (mode === 'feed' && feedId) return { kind: 'feed', crumbs, context, id: feedId };
  return { kind: 'unknown' };
}
