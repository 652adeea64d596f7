/**
 * The reader's session on this page (spec 4 "Login", 6). The session cookie is HttpOnly, so the
 * shell asks the API who the reader is (GET /api/auth/user) at start and whenever a part signs the
 * reader in ('session.refreshRequested'), and tells every remote with 'session.changed'.
 *
 * Signing out (the header's Sign out, 'session.signOutRequested', any call answered 401 while
 * signed in, or a session found ended at page load, on a page change or when the tab comes back
 * into view) resets the cookie through the API, clears the site's stored values on this device,
 * tells the other open tabs (BroadcastChannel: they reload, signed out) and opens
 * /accounts/user/signedout with a full page load, so no part keeps the reader's favourites or
 * calendar events in memory.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import {
  SIGNED_OUT_PATH,
  SITE_PREFIX,
  WIRE_CHECKS,
  type ApiClient,
  type EventBus,
  type Session,
} from 'shared-contracts';

export type SignOutReason = 'reader' | 'everywhere' | 'deleted' | 'expired';

/** The BroadcastChannel the tabs of this site share (docs/contracts.md). */
export const SESSION_CHANNEL = `${SITE_PREFIX}_session`;

type TabMessage = { readonly type: 'signedOut' } | { readonly type: 'signedIn' };

/** The part of BroadcastChannel the service uses. */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface SessionDeps {
  readonly bus: EventBus;
  /** The platform's API client (given late: its fetch goes through `guardFetch`). */
  readonly api: () => ApiClient;
  readonly storage?: Pick<Storage, 'length' | 'key' | 'removeItem'>;
  readonly channel?: TabChannel;
  /** A full page load of a path of this site. */
  readonly load: (path: string) => void;
  readonly reload: () => void;
  /**
   * Whether a session cookie may be there: the readable CSRF cookie is set and cleared with the
   * HttpOnly session cookie, so without it a page load need not ask the API.
   */
  readonly mayBeSignedIn: () => boolean;
  /** The clock (tests). */
  readonly now?: () => number;
}

export interface SessionService {
  readonly session$: Observable<Session>;
  current(): Session;
  /** The page's first look: the API is asked only when a session cookie may be there. */
  start(): Promise<Session>;
  /**
   * Reads the session from the API and publishes it (also when it did not change). `hadSession`:
   * the page came with a session cookie, so a 401 means that session ended (a forced sign-out).
   */
  refresh(hadSession?: boolean): Promise<Session>;
  /**
   * A signed-in reader moved to another page: the session is read again (once a second at most:
   * a page change sooner than that is checked when the second is over), so one ended elsewhere (a
   * password reset, signed out everywhere) is ended here at once (spec 4), even when the new page
   * asks the API nothing that needs it. The page's first mount, right after the page load read the
   * session, asks nothing.
   */
  recheck(): void;
  signOut(reason: SignOutReason): Promise<void>;
  /** A fetch that signs the reader out when a call is answered 401 while signed in. */
  guardFetch(fetch: typeof globalThis.fetch): typeof globalThis.fetch;
}

const SIGNED_OUT: Session = { signedIn: false };
/** Page changes closer together than this share one session check. */
export const RECHECK_MS = 1000;

/** The auth calls answer 401 for their own reasons (a wrong password); they never force sign-out. */
const isAuthCall = (url: string): boolean =>
  /\/api\/(?:v3\/)?auth(?:\/|\?|$)/.test(new URL(url, 'http://x').pathname);

/** Removes every value this site stored on the device (spec 4: sign-out clears local storage). */
export function clearSiteStorage(storage: SessionDeps['storage']): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(SITE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export const signedOutPath = (reason: SignOutReason): string =>
  reason === 'reader' ? SIGNED_OUT_PATH : `${SIGNED_OUT_PATH}?reason=${reason}`;

export function createSessionService(deps: SessionDeps): SessionService {
  const { bus, channel } = deps;
  const session$ = new BehaviorSubject<Session>(SIGNED_OUT);
  let signingOut = false;
  const now = deps.now ?? Date.now;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let firstMount = true;
  let pendingCheck: ReturnType<typeof setTimeout> | undefined;

  function publish(next: Session): void {
    session$.next(next);
    bus.publish('session.changed', 1, next.email ? { signedIn: next.signedIn, email: next.email } : next);
  }

  async function refresh(hadSession = false): Promise<Session> {
    const before = session$.getValue();
    checkedAt = now();
    const result = await deps.api().request('auth/user', { check: WIRE_CHECKS.CurrentUserResponse });
    // A page change right after this answer (the page's first mount) needs no second look.
    checkedAt = now();
    let next = before;
    if (result.ok) next = { signedIn: true, email: result.data.user.email };
    else if (result.status === 401) {
      // The session ended elsewhere (signed out everywhere, password changed, expired): also when
      // this page load is the first to find out (its cookie is still there).
      if (before.signedIn || hadSession) return signOut('expired').then(() => SIGNED_OUT);
      next = SIGNED_OUT;
    }
    publish(next);
    if (next.signedIn && !before.signedIn) channel?.postMessage({ type: 'signedIn' });
    return next;
  }

  async function signOut(reason: SignOutReason): Promise<void> {
    if (signingOut) return;
    signingOut = true;
    // Resets the cookies; when the session had already ended there is nothing to reset.
    if (reason === 'reader' || reason === 'expired') {
      await deps.api().request('auth/logout', { method: 'POST' });
    }
    clearSiteStorage(deps.storage);
    publish(SIGNED_OUT);
    channel?.postMessage({ type: 'signedOut' });
    deps.load(signedOutPath(reason));
  }

  if (channel) {
    channel.addEventListener('message', ({ data }) => {
      const type = (data as { type?: unknown } | null)?.type;
      if (type === 'signedOut') {
        if (signingOut) return;
        publish(SIGNED_OUT);
        deps.reload();
      } else if (type === 'signedIn' && !session$.getValue().signedIn) {
        void refresh();
      }
    });
  }
  bus.on('session.refreshRequested', 1).subscribe(() => void refresh());
  bus.on('session.signOutRequested', 1).subscribe(({ reason }) => void signOut(reason));

  return {
    session$: session$.asObservable(),
    current: () => session$.getValue(),
    start: () => (deps.mayBeSignedIn() ? refresh(true) : Promise.resolve(session$.getValue())),
    refresh,
    recheck() {
      const first = firstMount;
      firstMount = false;
      if (!session$.getValue().signedIn || signingOut || pendingCheck !== undefined) return;
      const wait = checkedAt + RECHECK_MS - now();
      if (wait <= 0) return void refresh();
      if (first) return;
      pendingCheck = setTimeout(() => {
        pendingCheck = undefined;
        if (session$.getValue().signedIn && !signingOut) void refresh();
      }, wait);
    },
    signOut,
    guardFetch(fetch) {
      return async (input, init) => {
        const response = await fetch(input, init);
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (response.status === 401 && session$.getValue().signedIn && !isAuthCall(url)) {
          void signOut('expired');
        }
        return response;
      };
    },
  };
}
