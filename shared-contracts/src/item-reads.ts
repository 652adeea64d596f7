/**
 * The API read of a page's item — an article or video, a sporting event — written once for the
 * page's head (the edge) and the page itself (its owner's render, and the browser): on the server
 * both read through the page request's one reader, which answers a URL once (infra
 * edge/page-reads.ts), so a server-rendered page reads its item once only when both ask for the
 * very same URL. A read is a path under the API's base and its query, as `ApiClient.request`
 * takes them; `itemReadUrl` is the URL the client builds from them.
 */
import { buildUrl, type RequestOptions } from './api-client';
import type { Article } from './api/content';

export interface ItemRead {
  /** Path under the API's base (`/api`), without a leading slash. */
  readonly path: string;
  readonly query?: RequestOptions['query'];
}

/** One article or video (spec 7 "Content"; spec 9: the article call's frequency 2, offset 1). */
export const mediaRead = (context: Article['context'], id: string, siteId: number): ItemRead => ({
  path: `v3/media/${context}/${encodeURIComponent(id)}`,
  query: { site_id: siteId, frequency: 2, offset: 1 },
});

/** One sporting event (spec 7 "Sports"). */
export const sportingEventRead = (id: string): ItemRead => ({
  path: `v3/sporting_events/soccer/${encodeURIComponent(id)}`,
});

/** The URL an API client at `baseUrl` requests for `read`. */
export const itemReadUrl = (read: ItemRead, baseUrl = '/api'): string =>
  buildUrl(baseUrl, read.path, read.query);
