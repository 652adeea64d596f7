/**
 * The reader's guest id on page loads (spec 1, 9; docs/adr/010): a page request whose `onda_psid`
 * cookie holds no id this server signed (none yet, an old client-made one, a forged one) gets a
 * new signed id in a Set-Cookie header; the shell sends it as the PSID header. This is the only
 * thing about a page answer that depends on the reader, and it is a header: the HTML is the
 * same for everyone (renders ask the API as a guest and record no read), so it can be cached.
 */
import { COOKIES, readCookie } from 'shared-contracts';
import { clearedConsentCookie } from '../api/consent/consent-cookie';
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

/** The guest id a request goes on as, and the Set-Cookie values that give it to the reader. */
export interface ReaderGuest {
  readonly psid: string;
  readonly cookies: readonly string[];
}

/**
 * The reader's own guest id when this server signed it (nothing to set); else a new one, and the
 * removal of a consent cookie signed for the id it replaces (docs/adr/014: the banner asks again
 * rather than leave the page believing a choice the server no longer reads). Page loads and the
 * forms the edge answers (form-call.ts) both give ids this way.
 */
export function readerGuest(
  keys: ServerKeys,
  cookieHeader: string | undefined,
  secure: boolean,
): ReaderGuest {
  const held = readCookie(cookieHeader ?? '', COOKIES.psid);
  if (held && verifyPsid(keys, held)) return { psid: held, cookies: [] };
  const psid = mintPsid(keys);
  const guest = psidCookie(psid, secure);
  const cookies = readCookie(cookieHeader ?? '', COOKIES.consent)
    ? [guest, clearedConsentCookie(secure)]
    : [guest];
  return { psid, cookies };
}

/** The Set-Cookie values of a page load: none for a reader with a valid guest id (readerGuest). */
export function pageReaderCookies(
  keys: ServerKeys,
  cookieHeader: string | undefined,
  secure: boolean,
): string[] {
  return [...readerGuest(keys, cookieHeader, secure).cookies];
}

/** Whether this reply already gives the reader a guest id (a form's answer: form-call.ts). */
export function setsGuestCookie(reply: { getHeader(name: string): unknown }): boolean {
  const set = reply.getHeader('set-cookie');
  const values = Array.isArray(set) ? set : set === undefined ? [] : [set];
  return values.some((value) => String(value).startsWith(`${COOKIES.psid}=`));
}
