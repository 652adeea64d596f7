/**
 * Data a page loaded on the server, for the same page in the browser. On the server the render
 * first collects the loads its regions ask for, the edge waits for them, and the page is rendered
 * again with their results; the results go into the HTML as JSON. In the browser the hydrating
 * mount reads them back, so the first render matches the server's HTML and nothing is fetched
 * again. Each result is used once (`claim`): a region mounted later loads fresh data.
 */
import { createContext, useContext } from 'react';
import type { ApiResult } from '../api-client';

export type ServerResults = Record<string, ApiResult<unknown>>;
type Loader = () => Promise<ApiResult<unknown>>;

export interface ServerData {
  result(key: string): ApiResult<unknown> | undefined;
  /** Server: remembers a load asked for without a result, for the next pass. */
  want(key: string, load: Loader): void;
  /** Browser: marks a result as used; false when there was none to use. */
  claim(key: string): boolean;
}

/** The browser's side: the results the page was rendered with, each used once. */
export function hydrationData(results: ServerResults): ServerData {
  const left = new Map(Object.entries(results));
  return {
    result: (key) => left.get(key),
    want: () => undefined,
    claim: (key) => left.delete(key),
  };
}

/** The server's side: results so far, and the loads asked for during this pass. */
export function collectingData(results: ServerResults, wanted?: Map<string, Loader>): ServerData {
  return {
    result: (key) => (Object.hasOwn(results, key) ? results[key] : undefined),
    want: (key, load) => {
      if (wanted && !wanted.has(key)) wanted.set(key, load);
    },
    claim: () => false,
  };
}

const ServerDataContext = createContext<ServerData | null>(null);
export const ServerDataProvider = ServerDataContext.Provider;

const NEVER_ABORTED = new AbortController().signal;

/**
 * The server's result for `key`, if there is one. On the server, asking for a key without a
 * result records `load` for the next pass.
 */
export function useServerResult<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): ApiResult<T> | undefined {
  const data = useContext(ServerDataContext);
  if (!data) return undefined;
  const found = data.result(key);
  if (!found) data.want(key, () => load(NEVER_ABORTED));
  return found as ApiResult<T> | undefined;
}

const NOTHING_TO_CLAIM = () => false;

/** Marks a server result as used (browser, in the first effect): later mounts load again. */
export function useClaimServerResult(): (key: string) => boolean {
  return useContext(ServerDataContext)?.claim ?? NOTHING_TO_CLAIM;
}
