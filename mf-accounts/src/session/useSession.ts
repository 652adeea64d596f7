import { useSyncExternalStore } from 'react';
import type { Session } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';

const SIGNED_OUT: Session = { signedIn: false };

/** The reader's current session, from the platform's session$ (spec 4 "Login"). */
export function useSession(): Session {
  const { session$ } = useRemote().services;
  return useSyncExternalStore(
    (changed) => {
      const subscription = session$.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    () => latest(session$),
  );
}

/** The last value session$ emitted, read synchronously (session$ replays its latest value). */
function latest(session$: ReturnType<typeof useRemote>['services']['session$']): Session {
  let value = SIGNED_OUT;
  session$.subscribe((session) => (value = session)).unsubscribe();
  return value;
}
