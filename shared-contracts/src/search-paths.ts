/**
 * The /search/... paths of spec 2 ("Search"): free text, a trending query and a followed profile's
 * news, built and read in one place so the header's search form, the results pages, the story's
 * tags, the edge's form posts and the RSS feeds' links cannot disagree. {advance} is the sort mode
 * (spec 3: default relevance).
 */
import { ID_PATTERN } from './api/constants';
import type { ProfileContext } from './api/common';
import { SEARCH_PATH } from 'shared-contracts/core';

export const SEARCH_SORTS = ['relevance', 'date'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Free text: /search/{advance}/{encoded query} (spec 2). */
export const textSearchPath = (text: string, sort: SearchSort = 'relevance'): string =>
  `${SEARCH_PATH}/${sort}/${encodeURIComponent(text)}`;

/** A query of the trending list: /search/trending/{encoded query}. */
export const trendingSearchPath = (query: string): string =>
  `${SEARCH_PATH}/trending/${encodeURIComponent(query)}`;

/** A followed profile: /search/{advance}/news/{context}&{id}&{name} (spec 2); by date (spec 4). */
export const entitySearchPath = (
  profile: { readonly context: string; readonly id: string; readonly name: string },
  sort: SearchSort = 'date',
): string =>
  `${SEARCH_PATH}/${sort}/news/${[profile.context, profile.id, profile.name].map(encodeURIComponent).join('&')}`;

/** What a search page asks the API for. */
export type SearchRequest =
  | { readonly kind: 'none'; readonly trending: boolean }
  | { readonly kind: 'text'; readonly text: string; readonly sort: SearchSort; readonly trending: boolean }
  | {
      readonly kind: 'entity';
      readonly context: ProfileContext;
      readonly id: string;
      /** Shown in the page heading; the id alone when the path carries no name. */
      readonly name: string;
      readonly sort: SearchSort;
    };

const CONTEXTS: readonly ProfileContext[] = ['entities', 'leagues', 'teams'];
const isSort = (value: string | undefined): value is SearchSort =>
  value !== undefined && (SEARCH_SORTS as readonly string[]).includes(value);
const isContext = (value: string | undefined): value is ProfileContext =>
  value !== undefined && (CONTEXTS as readonly string[]).includes(value);
const isId = (value: string | undefined): value is string =>
  value !== undefined && new RegExp(ID_PATTERN).test(value);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads the path after /search/ as it appears in the address bar (still percent-encoded, so an
 * encoded '/' or '&' inside a query or a name is not taken for a separator).
 */
export function parseSearchPath(rest: string): SearchRequest {
  const raw = rest.split('/').filter(Boolean);
  const trending = raw[0] === 'trending';
  const [first, second, third] = trending ? raw.slice(1) : raw;
  const sort: SearchSort = isSort(first) ? first : 'relevance';
  // /search/{sort?}/{query?}: a first segment that is no sort mode is the query itself.
  const [a, b] = isSort(first) ? [second, third] : [first, second];
  if (a === undefined) return { kind: 'none', trending };

  if (!trending && b !== undefined) {
    // /search/{advance}/news/{context}&{id}&{name}
    if (a === 'news') {
      const [context, id, ...name] = b.split('&').map(decode);
      if (isContext(context) && isId(id)) {
        return { kind: 'entity', context, id, name: name.join('&') || id, sort };
      }
      return { kind: 'none', trending };
    }
    // /search/{sort?}/{type?}/{key?}
    const id = decode(b);
    if (isContext(a) && isId(id)) return { kind: 'entity', context: a, id, name: id, sort };
    return { kind: 'none', trending };
  }
  const text = decode(a).trim();
  return text ? { kind: 'text', text, sort, trending } : { kind: 'none', trending };
}
