/**
 * Installs the service worker for readers who stay (ADR 012): on a later visit, on the first page
 * a reader opens from another (a client-side navigation), or when a part needs it (the bell asks
 * for a push token, a story is saved for later to read offline). A reader who reads one page and
 * leaves never downloads the worker nor the code that registers it (workbox-window,
 * ./register.ts, a chunk of its own): they would gain nothing from it, since a worker installed
 * on a page only serves the pages after it. The registration starts once the page is interactive
 * and the browser idle (widget-timing.ts), and the worker fetches nothing ahead (it keeps what
 * pages load). The push permission flow (./push.ts) loads when a part asks for a token, and
 * re-checks the device's token once the worker is registered (spec 4), when there is one to
 * re-check (push-rules.ts `hasPushToRecheck`).
 */
import { STORAGE, type Locale } from 'shared-contracts';
import type { Platform } from '../platform/context';
import { localStore } from '../platform/local-store';
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

const ROUTED = 'single-spa:routing-event';

/**
 * Runs `run` once the reader stays: at once when a worker already controls the page or the reader
 * came before (the mark this sets on their first page), else on their first move to another page.
 */
function whenReaderStays(run: () => void): void {
  const store = localStore();
  if (navigator.serviceWorker.controller || store?.getItem(STORAGE.visited)) {
    run();
    return;
  }
  try {
    store?.setItem(STORAGE.visited, '1');
  } catch {
    // Storage full or refused: the next page of this visit still installs the worker.
  }
  const first = window.location.pathname;
  const onRouted = () => {
    if (window.location.pathname === first) return;
    window.removeEventListener(ROUTED, onRouted);
    run();
  };
  window.addEventListener(ROUTED, onRouted);
}

export function startServiceWorker(platform: Platform): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { bus } = platform;
  const locale: Locale = platform.services.locale;
  const push = () => import(/* webpackChunkName: "push" */ './push');
  let registering: Promise<void> | undefined;
  const register = (): Promise<void> =>
    (registering ??= import(/* webpackChunkName: "sw-register" */ './register')
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
      ));
  // A push token needs the worker: the bell's request installs it first.
  bus.on('push.tokenRequested', 1).subscribe(() => {
    void register();
    void push().then(({ requestPushToken }) => requestPushToken(pushDeps(platform)));
  });
  // A story saved for later reads offline through the worker.
  bus.on('article.savedForLater', 1).subscribe(() => afterPageIsInteractive(() => void register()));
  afterPageIsInteractive(() => whenReaderStays(() => void register()));
}
