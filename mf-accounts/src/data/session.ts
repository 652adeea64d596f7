/**
 * The accounts pages and the shell's session (docs/where-code-lives.md: the shell owns it). After
 * a call that set the session cookie, a page asks the shell to read the session again and waits
 * for its answer; where the reader goes next is decided by `returnTarget`.
 */
import { RETURN_PARAM, SIGN_IN_PATH, type EventBus } from 'shared-contracts';

export { PROFILE_PATH, RETURN_PARAM, returnTarget, SIGN_IN_PATH } from 'shared-contracts';

/** Asks the shell to re-read the session; resolves with whether the reader is now signed in. */
export function enterSession(bus: EventBus, timeoutMs = 10_000): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const subscription = bus.on('session.changed', 1).subscribe((session) => done(session.signedIn));
    function done(signedIn: boolean) {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(signedIn);
    }
    bus.publish('session.refreshRequested', 1, {});
  });
}

/** The sign-in page that comes back to `path` afterwards. */
export const signInHref = (path: string): string =>
  `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;

const ACCOUNT_PAGES = /^\/(?:accounts(?:\/|$)|reset_password$|invalid_token$)/;

/**
 * `page` (sign-in or sign-up) remembering `here` to come back to, unless `here` is home or an
 * account page (signing in from those opens the account page).
 */
export function withReturn(page: string, here: string): string {
  const pathname = here.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || pathname === '' || ACCOUNT_PAGES.test(pathname)) return page;
  return `${page}?${new URLSearchParams({ [RETURN_PARAM]: here }).toString()}`;
}
