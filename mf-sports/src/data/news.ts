/** League news (spec 2 "/sports/feed/{name?}/{id}", spec 7 "Feeds": GET profiles/{context}/{id}/feed). */
import { WIRE_CHECKS, type ApiClient, type ApiResult, type Article } from 'shared-contracts';

/** Spec 9: feed default per=10, page=1. */
export const NEWS_PER_PAGE = 10;

export interface NewsPage {
  readonly articles: readonly Article[];
  /** Spec 4 "Feed paging": the end when a page is short, empty, or the API says endlist. */
  readonly end: boolean;
}

/** One page of a league's news; an unknown league is an empty, finished list (spec 8). */
export async function getLeagueNews(
  api: ApiClient,
  leagueId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<NewsPage>> {
  const result = await api.request(`v3/profiles/leagues/${encodeURIComponent(leagueId)}/feed`, {
    query: { page, per: NEWS_PER_PAGE },
    check: WIRE_CHECKS.ArticlePage,
    signal,
  });
  if (!result.ok)
    return result.status === 404 ? { ok: true, status: 404, data: { articles: [], end: true } } : result;
  const { results, endlist } = result.data;
  return { ...result, data: { articles: results, end: endlist || results.length < NEWS_PER_PAGE } };
}
