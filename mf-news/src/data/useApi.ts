import type { TSchema } from '@sinclair/typebox';
import { useMemo } from 'react';
import type { ApiClient, ApiResult, Parsed, RequestOptions } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';

/**
 * The platform's API client, with failures kept as values (STYLE.md): the client can still reject
 * when a call is aborted while its body is being read (a reader leaving a page mid-request), and
 * that must not become an unhandled rejection.
 */
export function settled(api: ApiClient): ApiClient {
  return {
    ...api,
    request<S extends TSchema | undefined = undefined>(
      path: string,
      options?: RequestOptions<S>,
    ): Promise<ApiResult<Parsed<S>>> {
      return api.request(path, options).catch((error: unknown): ApiResult<Parsed<S>> => ({
        ok: false,
        status: 0,
        code: options?.signal?.aborted ? 'ABORTED' : 'NETWORK',
        message: error instanceof Error ? error.message : 'Request failed',
      }));
    },
  };
}

export function useApi(): ApiClient {
  const { api } = useRemote().services;
  return useMemo(() => settled(api), [api]);
}
