/**
 * Who a page is for, as the edge hands it on to the API when it renders a story in-process:
 * the reader's anonymous id from the `onda_psid` cookie (spec 1, 9), minted here when the reader
 * has none yet so that a first page's read counts (the shell adopts the same cookie), and the
 * landing's tracking parameters (spec 2). The browser hydrates without asking the API again, so
 * this is how the server records the reads it serves on a page load (rewards, recommendations).
 */
import { randomUUID } from 'node:crypto';
import {
  COOKIES,
  LANDING_HEADER,
  matchRoute,
  PSID_COOKIE_MAX_AGE,
  readCookie,
  trackingFromSearch,
  trackingToSearch,
} from 'shared-contracts';

/** The shell's rule for a usable anonymous id (shell/src/platform/psid.ts). */
const VALID_PSID = /^[A-Za-z0-9-]{8,64}$/;

export interface PageReader {
  readonly psid: string;
  /** A Set-Cookie value when the id was minted for this response. */
  readonly setCookie?: string;
  /** Headers the API reads the reader and the landing from. */
  readonly headers: Readonly<Record<string, string>>;
}

export function pageReaderOf(
  cookieHeader: string | undefined,
  search: string,
  secure: boolean,
  mint: () => string = randomUUID,
): PageReader {
  const current = readCookie(cookieHeader ?? '', COOKIES.psid);
  // Spec 5: the id counts only if present and not the text 'undefined'.
  const known = current && current !== 'undefined' && VALID_PSID.test(current) ? current : undefined;
  const psid = known ?? mint();
  const landing = trackingToSearch(trackingFromSearch(search));
  return {
    psid,
    ...(known
      ? {}
      : {
          setCookie: `${COOKIES.psid}=${psid}; Max-Age=${PSID_COOKIE_MAX_AGE}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`,
        }),
    headers: { psid, ...(landing ? { [LANDING_HEADER]: landing } : {}) },
  };
}

/**
 * Pages that serve one story or video (spec 2 "Article pages", "Media", TV): their render asks
 * the API as the reader. Other pages render as a guest, so their answers stay shareable.
 */
export function servesStory(pathname: string): boolean {
  const id = matchRoute(pathname)?.route.id;
  return id === 'newsStory' || id === 'videoStory' || id === 'media' || id === 'tv';
}
