import { useEffect, useState } from 'react';
import { useRemote } from 'shared-contracts/remote-kit';

/** Whether the reader is signed in (the shell's session$; spec 6). */
export function useSignedIn(): boolean {
  const { session$ } = useRemote().services;
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const sub = session$.subscribe((session) => setSignedIn(session.signedIn));
    return () => sub.unsubscribe();
  }, [session$]);
  return signedIn;
}
