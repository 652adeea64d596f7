/**
 * The HTTP client every part of the front end uses (spec 7): it adds the default headers
 * (PSID, site-uuid, site-id, device_type=browser, app_version, device_token once known, and the
 * access headers of a signed-in reader), retries once, and validates responses with a check
 * generated from their schema (WIRE_CHECKS, or an app's own generated checks).
 */
import type { Check } from './checks/check';

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly code: string; readonly message: string };

export interface RequestOptions<T = unknown> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  /** The response's check; without one the body is returned as unknown. */
  readonly check?: Check<T>;
  readonly signal?: AbortSignal;
  /** Retries of this call (default the client's): 0 where the reader must see every failure. */
  readonly retries?: number;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  /** The absolute-path URL of an API call, for what cannot go through request() (EventSource). */
  url(path: string, query?: RequestOptions['query']): string;
}

export interface ApiClientOptions {
  /** Base URL of the API, e.g. '/api' or 'https://api.example'. */
  readonly baseUrl: string;
  /** Headers computed at call time (they change when the reader signs in or grants push). */
  readonly headers: () => Readonly<Record<string, string | undefined>>;
  readonly fetch?: typeof fetch;
  /** Retries after a network failure or a 502/503/504 (spec 9: retries 1). */
  readonly retries?: number;
}

const RETRYABLE = new Set([502, 503, 504]);

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const retries = options.retries ?? 1;

  return {
    url: (path, query) => buildUrl(options.baseUrl, path, query),
    async request<T = unknown>(
      path: string,
      { method = 'GET', query, body, check, signal, retries: ownRetries }: RequestOptions<T> = {},
    ): Promise<ApiResult<T>> {
      const url = buildUrl(options.baseUrl, path, query);
      const headers: Record<string, string> = { accept: 'application/json' };
      for (const [k, v] of Object.entries(options.headers())) if (v) headers[k] = v;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const init: RequestInit = { method, headers, signal, credentials: 'same-origin' };
      if (body !== undefined) init.body = JSON.stringify(body);

      // A lazy check's schema loads beside the request, not after it; false when it cannot.
      const checking = check && {
        check,
        ready: check.ready().then(
          () => true,
          () => false,
        ),
      };
      const allowed = ownRetries ?? retries;
      let attempt = 0;
      for (;;) {
        let response: Response;
        try {
          response = await doFetch(url, init);
        } catch (error) {
          if (signal?.aborted) return { ok: false, status: 0, code: 'ABORTED', message: 'Request aborted' };
          if (attempt++ < allowed) continue;
          return {
            ok: false,
            status: 0,
            code: 'NETWORK',
            message: (error as Error).message || 'Network error',
          };
        }
        if (RETRYABLE.has(response.status) && attempt++ < allowed) continue;
        return readResponse(response, checking);
      }
    },
  };
}

async function readResponse<T>(
  response: Response,
  checking: { readonly check: Check<T>; readonly ready: Promise<boolean> } | undefined,
): Promise<ApiResult<T>> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The body can fail after the headers arrived: an abort, or a dropped connection.
    const aborted = error instanceof Error && error.name === 'AbortError';
    return aborted
      ? { ok: false, status: response.status, code: 'ABORTED', message: 'Request aborted' }
      : { ok: false, status: response.status, code: 'NETWORK', message: 'The response was cut off' };
  }
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, status: response.status, code: 'BAD_RESPONSE', message: 'Response is not JSON' };
    }
  }
  if (!response.ok) {
    const err = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    return {
      ok: false,
      status: response.status,
      code: typeof err?.code === 'string' ? err.code : `HTTP_${response.status}`,
      message: typeof err?.message === 'string' ? err.message : response.statusText,
    };
  }
  if (checking && !(await checking.ready)) {
    // Its schema did not load (the reader went offline): unchecked data is not passed on.
    return {
      ok: false,
      status: response.status,
      code: 'NETWORK',
      message: 'The response check did not load',
    };
  }
  const error = checking?.check.error(json);
  if (error !== undefined) {
    return {
      ok: false,
      status: response.status,
      code: 'BAD_RESPONSE',
      message: `Response does not match its contract at ${error}`,
    };
  }
  return { ok: true, status: response.status, data: json as T };
}
