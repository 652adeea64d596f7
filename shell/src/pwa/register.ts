/**
 * Registers the service worker (workbox-window) and handles its updates (spec 4 "Update
 * available", spec 9 update check 60000 ms and flag debounce 3000 ms). Loaded after the page is
 * interactive (./start.ts), so it never adds to a page's first view.
 * - A new version waiting raises the update flag 3 s later (the notice shows).
 * - The next route change (or the notice's button) lets it take over, clears the copies the old
 *   version made of pages and API answers, and reloads into the new version.
 * - While the page is open, the worker is checked for a new version every 60 s.
 * - Back online, the writes queued while offline are sent (write-queue.ts in the worker).
 */
import { Workbox } from 'workbox-window';
import { PUSH_MESSAGE_TYPE, SERVICE_WORKER_URL, WORKER_MESSAGES, type Locale } from 'shared-contracts';
import { getPwaState, setPwaState, subscribePwaState } from './pwa-state';

export const UPDATE_CHECK_MS = 60_000;
export const UPDATE_FLAG_DEBOUNCE_MS = 3_000;
/** Caches of the old version's copies (the worker's CACHES.pages and CACHES.api). */
const OLD_COPIES = ['onda-pages-v1', 'onda-api-v1'];
const ROUTED = 'single-spa:routing-event';
/** How long the page waits for the new worker to take over before reloading anyway. */
const TAKE_OVER_WAIT_MS = 3_000;

export interface RegisterOptions {
  readonly locale: Locale;
  /** Called with the new locale when the reader picks another language. */
  readonly onLocaleChange: (listener: (locale: Locale) => void) => void;
  /** A push alert the worker handed to this page, in front (spec 4: an info notice). */
  readonly onPushMessage: (message: { title: string; body: string }) => void;
}

export async function registerServiceWorker({
  locale,
  onLocaleChange,
  onPushMessage,
}: RegisterOptions): Promise<void> {
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  const tell = (message: Record<string, unknown>) => navigator.serviceWorker.controller?.postMessage(message);

  let flagTimer: ReturnType<typeof setTimeout> | undefined;
  let flaggedAt: string | undefined;
  let applying = false;

  const reload = () => window.location.reload();
  const apply = async () => {
    if (applying) return;
    applying = true;
    await Promise.all(OLD_COPIES.map((name) => caches.delete(name).catch(() => false)));
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    wb.messageSkipWaiting();
    // The waiting worker as the browser holds it (the registration may have been updated outside
    // workbox-window, by the 60 s check of another tab, say).
    const registration = await navigator.serviceWorker.getRegistration();
    registration?.waiting?.postMessage({ type: WORKER_MESSAGES.skipWaiting });
    // The page asked for the new version: it loads it even if the take-over is not announced.
    setTimeout(reload, TAKE_OVER_WAIT_MS);
  };

  wb.addEventListener('waiting', () => {
    clearTimeout(flagTimer);
    flagTimer = setTimeout(() => {
      flaggedAt = window.location.href;
      setPwaState({ updateAvailable: true });
    }, UPDATE_FLAG_DEBOUNCE_MS);
  });
  // The new version took over at this page's request: load it. (Not `event.isUpdate`: that only
  // says whether a worker controlled the page when it registered, false on a first visit.)
  wb.addEventListener('controlling', () => {
    if (applying) reload();
  });
  // The next route change runs the new version.
  window.addEventListener(ROUTED, () => {
    if (getPwaState().updateAvailable && flaggedAt && window.location.href !== flaggedAt) void apply();
  });
  subscribePwaState(() => {
    if (getPwaState().updateRequested) void apply();
  });

  window.addEventListener('online', () => tell({ type: WORKER_MESSAGES.replayWrites }));
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; message?: { title?: unknown; body?: unknown } } | null;
    if (data?.type !== PUSH_MESSAGE_TYPE || typeof data.message?.title !== 'string') return;
    onPushMessage({
      title: data.message.title,
      body: typeof data.message.body === 'string' ? data.message.body : '',
    });
  });
  onLocaleChange((next) => tell({ type: WORKER_MESSAGES.locale, locale: next }));

  await wb.register();
  // The worker that controls the page learns the reader's language (for the offline page).
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: WORKER_MESSAGES.locale, locale }),
  );
  setInterval(() => {
    void wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
