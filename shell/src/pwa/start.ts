/**
 * Starts the service worker's registration once the page is interactive and the browser idle
 * (widget-timing.ts): its code (workbox-window, ./register.ts) is a chunk of its own, never part
 * of a page's first view, and the worker's precaching starts after the first screen.
 */
import type { EventBus, Locale } from 'shared-contracts';
import { logEvent } from '../platform/log';
import { afterPageIsInteractive } from '../remotes/widget-timing';

export function startServiceWorker(bus: EventBus, locale: Locale): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  afterPageIsInteractive(() => {
    void import(/* webpackChunkName: "sw-register" */ './register')
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({
          locale,
          onLocaleChange: (listener) =>
            bus.on('locale.changed', 1).subscribe(({ locale: next }) => listener(next)),
        }),
      )
      .catch((error: unknown) =>
        logEvent('service_worker_failed', { reason: error instanceof Error ? error.message : String(error) }),
      );
  });
}
