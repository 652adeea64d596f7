/**
 * The /search/... paths of spec 2 ("Search"), built and read in one place so the header widget and
 * the results pages cannot disagree. advance is the sort mode (spec 3: default relevance).
 */
import {
  ID_PATTERN,
  SEARCH_SORTS,
  textSearchPath,
  type ProfileContext,
  type SearchSort,
} from 'shared-contracts';

export const SORTS = SEARCH_SORTS;
export type Sort = SearchSort;
export { textSearchPath };
const isSort = (value: string | undefined): value is Sort =>
  value !== undefined && (SORTS as readonly string[]).includes(value);

const CONTEXTS: readonly ProfileContext[] = ['entities', 'leagues', 'teams'];
const isContext = (value: string | undefined): value is ProfileContext =>
  value !== undefined && (CONTEXTS as readonly string[]).includes(value);
const isId = (value: string | undefined): value is string =>
  value !== undefined && new RegExp(ID_PATTERN).test(value);

/** What a search page asks the API for. */
export type SearchRequest =
  | { readonly kind: 'none'; readonly trending: boolean }
  | { readonly kind: 'text'; readonly text: string; readonly sort: Sort; readonly trending: boolean }
  | {
      readonly kind: 'entity';
      readonly context: ProfileContext;
      readonly id: string;
      /** Shown in the page heading; the id alone when the path carries no name. */
      readonly name: string;
      readonly sort: Sort;
    };

/** A followed profile: /search/{advance}/news/{context}&{id}&{name} (spec 2); by date (spec 4). */
export const entitySearchPath = (
  profile: { context: string; id: string; name: string },
  sort: Sort = 'date',
): string =>
  `/search/${sort}/news/${profile.context}&${encodeURIComponent(profile.id)}&${encodeURIComponent(profile.name)}`;

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
  const sort: Sort = isSort(first) ? first : 'relevance';
  // /search/{sort?}/{query?}: a first segment that is no sort mode is the query itself.
  const args = isSort(first) ? [second, third] : [first, second];
  const [a, b] = args;
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
