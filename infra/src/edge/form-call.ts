/**
 * How the edge answers a form a reader sent without the page's scripts: it asks the API in
 * process (app.inject), as the page's own code would have over the network, so every rule of the
 * API (validation, limits per address and account, the guest merge, cookies) is the one applied;
 * nothing here decides what a sign-in or a registration needs. The request goes as the reader:
 * their cookies, their signed guest id (docs/adr/010: a new one, set on the answer, for a reader
 * who has none yet), their address (for the API's limits) and language.
 *
 * CSRF (docs/adr/010): the API asks a cookie session's state-changing call for the session's
 * token (an HMAC of the session token) in x-csrf-token, which a page of another site cannot add.
 * A form cannot add a header either, so the edge first proves the post came from a page of this
 * site (isSameOriginPost: Sec-Fetch-Site or Origin, which browsers set and no page can change),
 * then sends the token the reader's onda_csrf cookie holds: the API still checks it against the
 * session, so a planted cookie is refused as it is from the page's scripts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIES, AUTH_CSRF_HEADER, COOKIES, readCookie, type SiteConfig } from 'shared-contracts';
import type { ServerKeys } from '../api/keys/server-keys';
import { readerGuest } from './page-reader';

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

/** The cookie header with `name` set to `value` (in place of any it held). */
function withCookie(header: string, name: string, value: string): string {
  const others = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${name}=`));
  return [...others, `${name}=${value}`].join('; ');
}

/**
 * Calls the API as the reader who sent the form; the cookies the API sets (a session) and an
 * anonymous id minted for a first visit go on `reply`.
 */
export async function callApiAsReader(
  app: FastifyInstance,
  keys: ServerKeys | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  call: { readonly method: 'POST' | 'PUT'; readonly url: string; readonly body: object },
): Promise<ApiAnswer> {
  const sent = request.headers.cookie ?? '';
  // The reader's guest id when this server signed it; else a new one, given to the reader too
  // (the API merges and registers only the cookie's own id), as a page load gives it: a consent
  // signed for the id it replaces is dropped, so the page does not show a choice no longer read.
  const guest = keys && readerGuest(keys, sent, request.protocol === 'https');
  const psid = guest?.psid;
  const minted = guest?.cookies ?? [];
  const cookies = psid && minted.length > 0 ? withCookie(sent, COOKIES.psid, psid) : sent;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: cookies,
    ...(psid ? { psid } : {}),
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
  const setCookies = [...minted, ...[res.headers['set-cookie'] ?? []].flat()];
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
