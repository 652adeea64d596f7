/**
 * Which credentials a request carries (docs/contracts.md "Accounts API"): the devise_token_auth
 * access headers (access-token, client, uid) or `Authorization: Bearer`, else the session cookie.
 * Headers win over the cookie. Pure.
 */
export type Access =
  | { readonly via: 'headers'; readonly token: string; readonly client?: string; readonly uid?: string }
  | { readonly via: 'cookie'; readonly token: string };

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export function accessFrom(headers: Headers, sessionCookie: string | undefined): Access | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(first(headers.authorization) ?? '')?.[1];
  const token = first(headers['access-token']) ?? bearer;
  if (token !== undefined) {
    // A malformed token is still the reader's claim: it is checked (and refused) like any other.
    return { via: 'headers', token, client: first(headers.client), uid: first(headers.uid) };
  }
  const cookie = sessionCookie?.trim();
  return cookie && TOKEN.test(cookie) ? { via: 'cookie', token: cookie } : null;
}

/** Methods that change state: with the cookie they need the CSRF header (double submit). */
export const isUnsafeMethod = (method: string): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(method);
