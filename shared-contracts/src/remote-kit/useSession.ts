/** The reader's session (spec 6: guest or signed in), from the platform's session$. */
import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import type { Session } from '../platform';
import { useRemote } from './context';

const SIGNED_OUT: Session = { signedIn: false };

/** The last value session$ emitted, read synchronously (the platform's session$ replays it). */
function latest(session$: Observable<Session>): Session {
  let value = SIGNED_OUT;
  session$.subscribe((session) => (value = session)).unsubscribe();
  return value;
}

/** The current session of `session$`, kept current (the shell passes its own session$). */
export function useSessionOf(session$: Observable<Session>): Session {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = session$.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [session$],
  );
  // A server-rendered page is rendered for a guest; hydration starts from the same, then updates.
  return useSyncExternalStore(
    subscribe,
    () => latest(session$),
    () => SIGNED_OUT,
  );
}

/** The reader's current session inside a remote. */
export function useSession(): Session {
  return useSessionOf(useRemote().services.session$);
}
