import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False on the server and while hydrating, true once the page runs in the browser: what only the
 * browser can know (the device, a signed-in reader) shows right after hydration, so the first
 * browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
