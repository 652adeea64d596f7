import { COOKIES, looksLikeIssuedPsid, readCookie } from 'shared-contracts';

/**
 * The anonymous session id (spec 1, 5, 9): the one the server issued in the `onda_psid` cookie
 * (docs/adr/010: only the server can make a valid one; a page load or the read-token call sets
 * it). Read at each call, so an id the server issues later is sent from then on; undefined when
 * the browser holds none yet (spec 5: never the text 'undefined').
 */
export function currentPsid(cookies: () => string = () => document.cookie): string | undefined {
  const value = readCookie(cookies(), COOKIES.psid);
  return looksLikeIssuedPsid(value) ? value : undefined;
}
