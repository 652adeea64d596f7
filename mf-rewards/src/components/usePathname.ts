import { useSyncExternalStore } from 'react';

/**
 * The page's current path. Widgets live outside any router; single-spa fires
 * 'single-spa:routing-event' after every navigation and popstate covers back/forward.
 */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

function subscribe(changed: () => void): () => void {
  window.addEventListener('popstate', changed);
  window.addEventListener('single-spa:routing-event', changed);
  return () => {
    window.removeEventListener('popstate', changed);
    window.removeEventListener('single-spa:routing-event', changed);
  };
}
