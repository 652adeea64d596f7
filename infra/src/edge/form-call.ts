/**
 * How the edge answers a form a reader sent without the page's scripts: it asks the API in
 * process (app.inject), as the page's own code would have over the network, so every rule of the
 * API (validation, limits per address and account, the guest merge, cookies) is the one applied;
 * nothing here decides what a sign-in or a registration needs. The request goes as the reader:
 * their cookies, their anonymous id, their address (for the API's limits) and language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIES, AUTH_CSRF_HEADER, readCookie, type SiteConfig } from 'shared-contracts';
import { pageReaderOf } from './page-reader';

export interface ApiAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly body: unknown;
  /** The API's stable error code when it refused (`{ error: { code } }`), else 'UNAVAILABLE'. */
  readonly code?: string;
}

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * Whether a form post comes from a page of this site (a cross-site page cannot send it: that
 * would sign the reader in as someone else, or act in their name). Browsers say where a request
 * comes from in Sec-Fetch-Site, else in Origin (sent with every POST), else in Referer.
 */
export function isSameOriginPost(request: FastifyRequest, config: Pick<SiteConfig, 'url'>): boolean {
  const site = first(request.headers['sec-fetch-site']);
  if (site !== undefined) return site === 'same-origin';
  const claimed = first(request.headers.origin) ?? first(request.headers.referer);
  if (!claimed) return false;
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return false;
  }
  if (origin === 'null') return false;
  const originOf = (url: string): string | undefined => {
    try {
      return new URL(url).origin;
    } catch {
      return undefined;
    }
  };
  return origin === originOf(`${request.protocol}://${request.host}`) || origin === originOf(config.url);
}

/**
 * Calls the API as the reader who sent the form; the cookies the API sets (a session) and an
 * anonymous id minted for a first visit go on `reply`.
 */
export async function callApiAsReader(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  call: { readonly method: 'POST' | 'PUT'; readonly url: string; readonly body: object },
): Promise<ApiAnswer> {
  const cookies = request.headers.cookie ?? '';
  const reader = pageReaderOf(cookies, '', request.protocol === 'https');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: cookies,
    psid: reader.psid,
  };
  for (const name of ['accept-language', 'user-agent'] as const) {
    const value = first(request.headers[name]);
    if (value) headers[name] = value;
  }
  // The page's own code echoes the session's CSRF token (docs/contracts.md "Accounts API"); the
  // post's origin was checked instead (isSameOriginPost), so the edge echoes it for the page.
  const csrf = readCookie(cookies, AUTH_COOKIES.csrf);
  if (csrf) headers[AUTH_CSRF_HEADER] = csrf;
  const res = await app.inject({
    method: call.method,
    url: call.url,
    headers,
    payload: JSON.stringify(call.body),
    remoteAddress: request.ip,
  });
  const setCookies = [
    ...(reader.setCookie ? [reader.setCookie] : []),
    ...[res.headers['set-cookie'] ?? []].flat(),
  ];
  if (setCookies.length > 0) void reply.header('set-cookie', setCookies);
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  if (ok) return { ok, status: res.statusCode, body };
  const error = (body as { error?: { code?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'UNAVAILABLE';
  return { ok, status: res.statusCode, body, code };
}
