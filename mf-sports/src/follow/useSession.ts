import { useEffect, useState } from 'react';
import { useRemote } from 'shared-contracts/remote-kit';
import type { Session } from 'shared-contracts';

/** The reader's session as the shell reports it (signed in or guest), kept current. */
export function useSession(): Session | undefined {
  const { session$ } = useRemote().services;
  const [session, setSession] = useState<Session>();
  useEffect(() => {
    const subscription = session$.subscribe(setSession);
    return () => subscription.unsubscribe();
  }, [session$]);
  return session;
}
