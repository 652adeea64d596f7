import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { ApiResult, SportingEvent } from 'shared-contracts';
import { useClaimServerResult, useRemote, useServerResult } from 'shared-contracts/remote-kit';
import { getScores, showsLive } from '../../data/events';
import type { ScoresView } from 'shared-contracts';
import { DATA_SAVER_POLL_MS, FALLBACK_POLL_MS, startLiveFeed, streamUrl } from '../../data/liveFeed';
import { isLive, isOpen } from '../../data/mergeScores';
import { initialScores, scoresReducer, type ScoresState } from './scoresState';

export interface UseScores extends ScoresState {
  readonly pollMs: number;
  /** The refresh button (spec 2): fetches again, keeping the games on screen meanwhile. */
  readonly refresh: () => void;
}

/**
 * Loads a scores view and, while it shows live or upcoming games, keeps it current (issue item 3):
 * streaming, or polling every 60 s on data saver / 15 s where EventSource does not exist.
 */
export function useScores(view: ScoresView, zone: string, date: string, dataSaver: boolean): UseScores {
  const { api } = useRemote().services;
  const { mode, league } = view;
  const key = `${mode}|${league ?? ''}|${date}|${zone}`;
  const load = useCallback(
    (signal?: AbortSignal) => getScores(api, { mode, league, calendar: false }, zone, date, signal),
    [api, mode, league, zone, date],
  );
  // The games the server rendered the page with are the first state, and are not loaded again.
  const server = useServerResult(`scores:${key}`, load);
  const claim = useClaimServerResult();
  const [state, dispatch] = useReducer(scoresReducer, key, (first) => withResult(first, server));

  useEffect(() => {
    if (claim(`scores:${key}`)) return;
    const controller = new AbortController();
    dispatch({ type: 'reset', key });
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) dispatch({ type: 'loaded', key, events: result.data });
      else dispatch({ type: 'failed', key, httpStatus: result.status, code: result.code });
    });
    return () => controller.abort();
  }, [key, load, claim]);

  // The games worth a connection, fixed when the list loads so later updates do not reconnect.
  const loaded = state.load.status === 'ready' && state.key === key;
  // The games as shown then go with it: the stream's first messages leave out those unchanged.
  const { watched, shown } = useMemo(() => {
    const events = state.load.status === 'ready' ? state.load.data : [];
    return { watched: events.filter(isOpen), shown: events };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed per loaded view only (see above)
  }, [loaded, key]);
  const live = showsLive(mode);
  const wanted = loaded && (live || watched.length > 0);
  const canStream = !dataSaver && typeof EventSource !== 'undefined';
  const pollMs = canStream ? FALLBACK_POLL_MS : dataSaver ? DATA_SAVER_POLL_MS : FALLBACK_POLL_MS;

  useEffect(() => {
    if (!wanted) return;
    // The live page also gains games that kick off while it is open; the stream already keeps to
    // the page's league (given as a league or a season id, which only the server can tell apart).
    const accept = live ? (event: SportingEvent) => isLive(event) : undefined;
    const url = streamUrl(
      api,
      live ? { league, known: shown } : { ids: watched.map((event) => event.id), known: watched },
    );
    const stop = startLiveFeed({
      streamUrl: canStream ? url : null,
      pollMs,
      poll: async () => {
        const result = await load();
        return result.ok ? result.data : null;
      },
      onEvent: (event) => dispatch({ type: 'update', event, accept }),
      onSnapshot: (events) => dispatch({ type: 'snapshot', events }),
      onState: (feed) => dispatch({ type: 'feed', feed }),
    });
    return () => {
      stop();
      dispatch({ type: 'feed', feed: null });
    };
  }, [api, wanted, live, league, watched, shown, canStream, pollMs, load]);

  const refresh = useCallback(() => {
    void load().then((result) => {
      if (result.ok) dispatch({ type: 'snapshot', events: result.data });
    });
  }, [load]);

  return { ...state, pollMs, refresh };
}

function withResult(key: string, result: ApiResult<SportingEvent[]> | undefined): ScoresState {
  const state = initialScores(key);
  if (!result) return state;
  return scoresReducer(
    state,
    result.ok
      ? { type: 'loaded', key, events: result.data }
      : { type: 'failed', key, httpStatus: result.status, code: result.code },
  );
}
