import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult, Article } from 'shared-contracts';
import { useClaimServerResult, useServerResult } from 'shared-contracts/remote-kit';
import { FEED_PER, isLastPage, type PageLoader } from './feed';

/**
 * loading: a page is on its way; more: another page may exist; end: the last page arrived
 * (spec 4 "Feed paging"); failed: the last call failed (retry asks for the same page again).
 */
export type FeedPhase = 'loading' | 'more' | 'end' | 'failed';

export interface PagedFeed {
  readonly items: readonly Article[];
  readonly phase: FeedPhase;
  /** Asks for the next page (or the failed one again); ignored while loading or at the end. */
  readonly loadMore: () => void;
}

interface State {
  readonly key: string;
  readonly items: readonly Article[];
  /** Pages received so far. */
  readonly pages: number;
  readonly phase: FeedPhase;
}

const initial = (key: string): State => ({ key, items: [], pages: 0, phase: 'loading' });

/**
 * The pages of one feed, appended in order and merged by id (a story that moves between pages
 * is listed once). `load` must be stable for a given key.
 */
/** The first page as the server rendered it (server-data.tsx), or the loading state. */
function firstState(key: string, first: ApiResult<readonly Article[]> | undefined): State {
  if (!first) return initial(key);
  if (!first.ok) return { ...initial(key), phase: 'failed' };
  const phase = isLastPage(first.data.length, FEED_PER) ? 'end' : 'more';
  return { key, items: first.data, pages: 1, phase };
}

export function usePagedFeed(key: string, load: PageLoader): PagedFeed {
  const firstPage = useCallback((signal: AbortSignal) => load(1, signal), [load]);
  const first = useServerResult(`feed/${key}/1`, firstPage);
  const claim = useClaimServerResult();
  const [stored, setState] = useState<State>(() => firstState(key, first));
  const state = stored.key === key ? stored : firstState(key, first);
  const controller = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    (page: number) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      void load(page, current.signal).then((result) => {
        if (current.signal.aborted) return;
        setState((prev) => {
          const base = prev.key === key ? prev : initial(key);
          if (!result.ok) return { ...base, phase: 'failed' };
          const seen = new Set(base.items.map((item) => item.id));
          const fresh = result.data.filter((item) => !seen.has(item.id));
          const phase = isLastPage(result.data.length, FEED_PER) ? 'end' : 'more';
          return { key, items: [...base.items, ...fresh], pages: page, phase };
        });
      });
    },
    [key, load],
  );

  useEffect(() => {
    if (!claim(`feed/${key}/1`)) fetchPage(1);
    return () => controller.current?.abort();
  }, [fetchPage, claim, key]);

  const { phase, pages } = state;
  const loadMore = useCallback(() => {
    if (phase === 'loading' || phase === 'end') return;
    setState((prev) => ({ ...(prev.key === key ? prev : initial(key)), phase: 'loading' }));
    fetchPage(pages + 1);
  }, [phase, pages, key, fetchPage]);

  return { items: state.items, phase: state.phase, loadMore };
}
