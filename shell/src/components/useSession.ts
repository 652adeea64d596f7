/** The reader's session from the platform's session$ observable (spec 6: anonymous or signed in). */
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { Session } from 'shared-contracts';
import { usePlatform } from '../platform/context';

const SIGNED_OUT: Session = { signedIn: false };

/** The value a replaying observable (BehaviorSubject-like) holds right now, if any. */
function current(session$: Observable<Session>): Session {
  let value = SIGNED_OUT;
  session$.subscribe((s) => (value = s)).unsubscribe();
  return value;
}

export function useSession(): Session {
  const { session$ } = usePlatform().services;
  const [session, setSession] = useState<Session>(() => current(session$));
  useEffect(() => {
    const sub = session$.subscribe(setSession);
    return () => sub.unsubscribe();
  }, [session$]);
  return session;
}
