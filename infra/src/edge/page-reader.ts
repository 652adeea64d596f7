/**
 * The reader's guest id on page loads (spec 1, 9; docs/adr/010): a page request whose `onda_psid`
 * cookie holds no id this server signed (none yet, an old client-made one, a forged one) gets a
 * new signed id in a Set-Cookie header; the shell sends it as the PSID header. This is the only
 * thing about a page answer that depends on the reader, and it is a header: the HTML is the
 * same for everyone (renders ask the API as a guest and record no read), so it can be cached.
 */
import { COOKIES, readCookie } from 'shared-contracts';
import { mintPsid, psidCookie, verifyPsid } from '../api/guest-id';
import type { ServerKeys } from '../api/keys/server-keys';

/** The Set-Cookie value of a new guest id when the request holds no valid one, else undefined. */
export function guestCookieOf(
  keys: ServerKeys,
  cookieHeader: string | undefined,
  secure: boolean,
): string | undefined {
  if (verifyPsid(keys, readCookie(cookieHeader ?? '', COOKIES.psid))) return undefined;
  return psidCookie(mintPsid(keys), secure);
}

/** Whether this reply already gives the reader a guest id (a form's answer: form-call.ts). */
export function setsGuestCookie(reply: { getHeader(name: string): unknown }): boolean {
  const set = reply.getHeader('set-cookie');
  const values = Array.isArray(set) ? set : set === undefined ? [] : [set];
  return values.some((value) => String(value).startsWith(`${COOKIES.psid}=`));
}
