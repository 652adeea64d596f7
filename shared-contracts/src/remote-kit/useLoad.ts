import { useEffect, useState } from 'react';
import type { ApiResult } from 'shared-contracts';
import { useClaimServerResult, useServerResult } from './server-data';

/** What a region knows about data it asked for. */
export type Load<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly httpStatus: number; readonly code: string };

const toLoad = <T>(result: ApiResult<T>): Load<T> =>
  result.ok
    ? { status: 'ready', data: result.data }
    : { status: 'failed', httpStatus: result.status, code: result.code };

/**
 * Runs `load` whenever `key` changes and aborts the previous call. `load` must be stable for a
 * given key (wrap it in useCallback). The key names the data within the whole page (start it
 * with what is loaded: 'event|<id>', 'event-news|<id>'), since the server's results are found by
 * key. Failures are values, never exceptions (STYLE.md). A result
 * the server rendered with (server-data.tsx) is the first state, and is not loaded again.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>): Load<T> {
  const server = useServerResult(key, load);
  const claim = useClaimServerResult();
  const [state, setState] = useState<{ key: string; result: Load<T> } | undefined>(() =>
    server ? { key, result: toLoad(server) } : undefined,
  );
  useEffect(() => {
    if (claim(key)) return;
    const controller = new AbortController();
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState({ key, result: toLoad(result) });
    });
    return () => controller.abort();
  }, [key, load, claim]);
  if (state && state.key === key) return state.result;
  return server ? toLoad(server) : { status: 'loading' };
}
