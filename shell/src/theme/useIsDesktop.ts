/** Whether the window is wider than the desktop threshold (spec 9), kept current on resize. */
import { useSyncExternalStore } from 'react';
import { isDesktopWidth } from './breakpoints';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// The snapshot is a boolean, so a resize only re-renders when the threshold is crossed.
const getSnapshot = (): boolean => isDesktopWidth(window.innerWidth);
const getServerSnapshot = (): boolean => false;

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
