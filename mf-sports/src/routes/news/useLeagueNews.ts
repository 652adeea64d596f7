import { useCallback, useEffect, useState } from 'react';
import type { ApiResult, Article } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';
import { getLeagueNews, type NewsPage } from '../../data/news';

export interface LeagueNews {
  /** loading: the first page; more: a further page; failed: the first page failed. */
  readonly status: 'loading' | 'ready' | 'more' | 'failed' | 'moreFailed';
  readonly articles: readonly Article[];
  /** Spec 4 "Feed paging": no further page. */
  readonly end: boolean;
  readonly loadMore: () => void;
}

interface State {
  readonly key: string;
  readonly status: LeagueNews['status'];
  readonly articles: readonly Article[];
  readonly page: number;
  readonly end: boolean;
}

const initial = (key: string): State => ({ key, status: 'loading', articles: [], page: 0, end: false });

/** The state after page `page` of `key` answered. */
export function withPage(before: State, key: string, page: number, result: ApiResult<NewsPage>): State {
  // A later page of a league no longer shown is dropped; page 1 starts the list afresh.
  if (page > 1 && before.key !== key) return before;
  const base = page === 1 ? initial(key) : before;
  if (!result.ok) return { ...base, status: page === 1 ? 'failed' : 'moreFailed' };
  // Items already shown are skipped: a story published meanwhile shifts the pages.
  const seen = new Set(base.articles.map((a) => a.id));
  const fresh = result.data.articles.filter((a) => !seen.has(a.id));
  return { key, status: 'ready', articles: [...base.articles, ...fresh], page, end: result.data.end };
}

/** A league's news, page by page (spec 4: the end of the list when a page is short or empty). */
export function useLeagueNews(leagueId: string): LeagueNews {
  const { api } = useRemote().services;
  const [state, setState] = useState<State>(() => initial(leagueId));
  const current = state.key === leagueId ? state : initial(leagueId);

  useEffect(() => {
    const controller = new AbortController();
    void getLeagueNews(api, leagueId, 1, controller.signal).then((result) => {
      if (!controller.signal.aborted) setState((before) => withPage(before, leagueId, 1, result));
    });
    return () => controller.abort();
  }, [api, leagueId]);

  const loadMore = useCallback(() => {
    if ((current.status !== 'ready' && current.status !== 'moreFailed') || current.end) return;
    const page = current.page + 1;
    setState({ ...current, status: 'more' });
    void getLeagueNews(api, leagueId, page).then((result) =>
      setState((before) => withPage(before, leagueId, page, result)),
    );
  }, [api, current, leagueId]);

  return { status: current.status, articles: current.articles, end: current.end, loadMore };
}
