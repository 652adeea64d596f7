/**
 * The accounts pages and the shell's session (docs/where-code-lives.md: the shell owns it). After
 * a call that set the session cookie, a page asks the shell to read the session again and waits
 * for its answer; where the reader goes next is decided by `returnTarget`.
 */
import { safeReturnPath, type EventBus } from 'shared-contracts';

export const PROFILE_PATH = '/accounts/user/signedin/profile';
export const SIGN_IN_PATH = '/accounts/user';
/** The query parameter that carries the path to come back to after signing in. */
export const RETURN_PARAM = 'redirect';

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

/**
 * Where a reader who just signed in goes (spec 4): back to the remembered path when it is safe
 * (spec 5, safeReturnPath: anything else goes home), else the profile. The sign-in page itself is
 * never a target (it would send the reader on to the profile anyway).
 */
export function returnTarget(remembered: string | null, fallback = PROFILE_PATH): string {
  if (remembered === null || remembered === '') return fallback;
  const path = safeReturnPath(remembered);
  return path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}?`) ? fallback : path;
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
