/**
 * The API reads of one page request: the page's head (heads/) and its owner's server render
 * (server-render.ts) read through one in-process reader, so an item both need — the article of an
 * article page, the game of an event page — is read once, and its read is noted once by the read
 * cache (api/render-reads.ts). Reads are `GET /api/...` answered by the server itself
 * (`app.inject`: no socket, no network), as a guest: no cookie is passed, so a render never
 * depends on the reader (docs/adr/010). The headers a render's API client adds (the site's
 * identity) change no answer, so one answer per URL serves every caller. Kept for the one request
 * only; what spans requests is the API's read cache and the page cache.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiGet } from './heads/types';

/** One answer of an in-process read, as the API gave it. */
interface ApiAnswer {
  readonly statusCode: number;
  readonly body: string;
  readonly contentType: string | undefined;
}

export interface PageReads {
  /** The answer's status and JSON body (undefined when it is not JSON): for page heads. */
  readonly get: ApiGet;
  /** A `fetch` for a remote's server render; anything but a GET of `/api/...` is refused. */
  readonly fetch: typeof fetch;
}

/** Makes the reads of one page request (call it once per request). */
export type PageReadsFactory = () => PageReads;

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function createPageReads(app: FastifyInstance): PageReadsFactory {
  const inject = async (url: string, headers: Record<string, string>): Promise<ApiAnswer> => {
    const res = await app.inject({ method: 'GET', url, headers });
    const type = res.headers['content-type'];
    return {
      statusCode: res.statusCode,
      body: res.body,
      contentType: typeof type === 'string' ? type : undefined,
    };
  };
  return () => {
    const answers = new Map<string, Promise<ApiAnswer>>();
    const read = (url: string, headers: Record<string, string> = {}): Promise<ApiAnswer> => {
      let answer = answers.get(url);
      if (!answer) {
        answer = inject(url, headers);
        answers.set(url, answer);
      }
      return answer;
    };
    const get: ApiGet = async (url) => {
      const { statusCode, body } = await read(url);
      return { statusCode, body: parseJson(body) };
    };
    const readFetch: typeof fetch = async (input, init) => {
      const url = urlOf(input);
      const method = init?.method ?? 'GET';
      if (!url.startsWith('/api/') || method !== 'GET') {
        throw new Error(`server render may only read the API (${method} ${url.slice(0, 80)})`);
      }
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
      const { statusCode, body, contentType } = await read(url, headers);
      return new Response(statusCode === 204 ? null : body, {
        status: statusCode,
        headers: contentType ? { 'content-type': contentType } : {},
      });
    };
    return { get, fetch: readFetch };
  };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
