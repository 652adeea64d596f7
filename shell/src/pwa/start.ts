/**
 * Starts the service worker's registration once the page is interactive and the browser idle
 * (widget-timing.ts): its code (workbox-window, ./register.ts) is a chunk of its own, never part
 * of a page's first view, and the worker fetches nothing ahead (it keeps what pages load). The push
 * permission flow (./push.ts) loads when a part asks for a token (the bell), and re-checks the
 * device's token once the worker is registered (spec 4), when there is one to re-check
 * (push-rules.ts `hasPushToRecheck`).
 */
import type { Locale } from 'shared-contracts';
import type { Platform } from '../platform/context';
import { logEvent } from '../platform/log';
import { afterPageIsInteractive } from '../remotes/widget-timing';
import { hasPushToRecheck } from './push-rules';

function pushDeps({ bus, services }: Platform) {
  return {
    api: services.api,
    bus,
    locale: services.locale,
    signedIn: () => {
      let signedIn = false;
      services.session$.subscribe((session) => (signedIn = session.signedIn)).unsubscribe();
      return signedIn;
    },
  };
}

export function startServiceWorker(platform: Platform): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { bus } = platform;
  const locale: Locale = platform.services.locale;
  const push = () => import(/* webpackChunkName: "push" */ './push');
  bus.on('push.tokenRequested', 1).subscribe(() => {
    void push().then(({ requestPushToken }) => requestPushToken(pushDeps(platform)));
  });
  afterPageIsInteractive(() => {
    void import(/* webpackChunkName: "sw-register" */ './register')
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({
          locale,
          onLocaleChange: (listener) =>
            bus.on('locale.changed', 1).subscribe(({ locale: next }) => listener(next)),
          onPushMessage: ({ title, body }) =>
            bus.publish('toast.show', 1, { message: title, ...(body ? { body } : {}), status: 'info' }),
        }),
      )
      .then(async () => {
        if (!hasPushToRecheck(document.cookie, globalThis.Notification?.permission)) return;
        const { recheckPush } = await push();
        await recheckPush(pushDeps(platform));
      })
      .catch((error: unknown) =>
        logEvent('service_worker_failed', { reason: error instanceof Error ? error.message : String(error) }),
      );
  });
}
