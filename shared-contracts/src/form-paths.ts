/**
 * The addresses the pages' forms go to and come back from, for the browser (after its scripts
 * run) and the edge (a form sent before or without them) alike: where a reader goes after signing
 * in or up, and the free-text search address a search form leads to (spec 2 "Accounts",
 * "Search"; spec 4 "Login"; spec 5 "Redirect paths").
 */
import { safeReturnPath } from './safe-url';

export const SIGN_IN_PATH = '/accounts/user';
/** The signed-in reader's account pages: /accounts/user/signedin/{section}. */
export const SIGNED_IN_PATH = '/accounts/user/signedin';
export const PROFILE_PATH = `${SIGNED_IN_PATH}/profile`;
/** The reader's saved (read-later) stories: the news remote's page inside the account pages. */
export const SAVED_STORIES_PATH = `${SIGNED_IN_PATH}/saved`;
/** Where a reader lands after signing out or a forced sign-out (spec 4). */
export const SIGNED_OUT_PATH = '/accounts/user/signedout';
export const SIGN_UP_EMAIL_PATH = '/accounts/user/signup-email';
export const SIGN_UP_PASSWORD_PATH = '/accounts/user/signup-password';
export const FORGOT_PASSWORD_PATH = '/accounts/user/forgotpassword';
export const RESET_PASSWORD_PATH = '/reset_password';
export const INVALID_TOKEN_PATH = '/invalid_token';
export const CAMPAIGN_PATH = '/jej';
export const SEARCH_PATH = '/search';

/** The query parameter that carries the path to come back to after signing in. */
export const RETURN_PARAM = 'redirect';
/** The sign-up's second step names the address of the first in this parameter without scripts. */
export const SIGN_UP_EMAIL_PARAM = 'email';
/** A search form's text field (`GET /search?q=…`). */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * Where a reader who just signed in goes (spec 4): back to the remembered path when it is safe
 * (spec 5, safeReturnPath: anything else goes home), else the profile. The sign-in page itself is
 * never a target (it would send the reader on to the profile anyway).
 */
export function returnTarget(remembered: string | null | undefined, fallback = PROFILE_PATH): string {
  if (remembered === null || remembered === undefined || remembered === '') return fallback;
  const path = safeReturnPath(remembered);
  return path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}?`) ? fallback : path;
}
