/**
 * Where the ad-blocker dialog appears (./AdBlockDialog.tsx): nothing until the probe finds a
 * blocker, then the dialog, loaded only then.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

const AdBlockDialog = lazy(() =>
  import(/* webpackChunkName: "adblock" */ './AdBlockDialog').then((module) => ({
    default: module.AdBlockDialog,
  })),
);

export function AdBlockNotice({ blocked$ }: { readonly blocked$?: Observable<boolean> }) {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const sub = blocked$?.subscribe(setBlocked);
    return () => sub?.unsubscribe();
  }, [blocked$]);
  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <AdBlockDialog />
    </Suspense>
  );
}
