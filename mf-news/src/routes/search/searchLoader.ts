/**
 * One page of search results (spec 7 "Search": GET api/v4/content/search, spec 9: 15 per page).
 * A failed call gives an empty page (spec 7 "failure gives empty"), which also ends the list.
 */
import { WIRE_CHECKS, type ApiClient, type SearchRequest } from 'shared-contracts';
import type { PageLoader } from '../../data/feed';

export const SEARCH_PER = 15;

type Runnable = Exclude<SearchRequest, { kind: 'none' }>;

export function createSearchLoader(request: Runnable, api: ApiClient, siteId: number): PageLoader {
  const filter =
    request.kind === 'text'
      ? { text: request.text, searchType: 'freeform' }
      : { entityType: request.context, entityId: request.id, searchType: 'entity' };
  return async (page, signal) => {
    const result = await api.request('v4/content/search', {
      query: {
        action: 'get_content',
        intent: 'all',
        ...filter,
        site_id: siteId,
        filter: 'all',
        per: SEARCH_PER,
        page,
        format: 'new',
        sortby: request.sort,
      },
      check: WIRE_CHECKS.SearchResponse,
      signal,
    });
    if (!result.ok) {
      if (!signal.aborted)
        console.warn('[mf-news] search_failed', { status: result.status, code: result.code });
      return { ok: true, status: result.status, data: [] };
    }
    return { ok: true, status: result.status, data: result.data.results };
  };
}

/** The identity of a request's result list (usePagedFeed starts over when it changes). */
export const searchKey = (request: Runnable): string =>
  request.kind === 'text'
    ? `text/${request.sort}/${request.text}`
    : `entity/${request.sort}/${request.context}/${request.id}`;
