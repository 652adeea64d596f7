import { useEffect, useState } from 'react';
import type { ApiResult } from 'shared-contracts';

/** What a region knows about data it asked for. */
export type Load<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly httpStatus: number; readonly code: string };

/**
 * Runs `load` whenever `key` changes and aborts the previous call. `load` must be stable for a
 * given key (wrap it in useCallback). Failures are values, never exceptions (STYLE.md).
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>): Load<T> {
  const [state, setState] = useState<{ key: string; result: Load<T> }>();
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState({
        key,
        result: result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'failed', httpStatus: result.status, code: result.code },
      });
    });
    return () => controller.abort();
  }, [key, load]);
  return state && state.key === key ? state.result : { status: 'loading' };
}
