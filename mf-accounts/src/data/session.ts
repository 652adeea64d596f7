/**
 * The accounts pages and the shell's session (docs/where-code-lives.md: the shell owns it). After
 * a call that set the session cookie, a page asks the shell to read the session again and waits
 * for its answer; where the reader goes next is decided by `returnTarget`.
 */
import type { EventBus } from 'shared-contracts';

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
