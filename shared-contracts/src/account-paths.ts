/**
 * Links into the account pages that remember where the reader was (spec 4 "Login", spec 5
 * "Redirect paths"): the sign-in or sign-up page with `?redirect={path}`. One rule for the shell's
 * header link, the account remote's pages and sheets and the API's social sign-in: nothing is
 * remembered from home or from an account page (signing in from those opens the account page).
 * The pages' own paths are in form-paths.ts.
 */
import { RETURN_PARAM, SIGN_IN_PATH } from 'shared-contracts/core';

const ACCOUNT_PAGES = /^\/(?:accounts(?:\/|$)|reset_password$|invalid_token$)/;

/** Whether a path is one of the account pages (sign-in, sign-up, password reset). */
export const isAccountPath = (pathname: string): boolean => ACCOUNT_PAGES.test(pathname);

/** `page` with `path` to come back to, always (further query parameters first, in order). */
export function pageReturningTo(page: string, path: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  query.set(RETURN_PARAM, path);
  return `${page}?${query.toString()}`;
}

/** The sign-in page that comes back to `path` afterwards. */
export const signInReturningTo = (path: string): string => pageReturningTo(SIGN_IN_PATH, path);

/**
 * `page` (sign-in or sign-up) remembering `here` (a path with its query) to come back to, unless
 * `here` is home or an account page.
 */
export function pageRememberingHere(page: string, here: string): string {
  const pathname = here.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || pathname === '' || isAccountPath(pathname)) return page;
  return pageReturningTo(page, here);
}
