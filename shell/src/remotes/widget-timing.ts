/**
 * When the header's widgets (rewards, registration sheet, search) load: after the page's own
 * remote has mounted and the browser is idle, so their files never compete with the page's main
 * content for the network or the main thread. A widget in a closed panel (the search drop-down)
 * loads when the panel is opened (`whenShown`).
 */

/** requestIdleCallback's deadline: on a busy page the widgets still arrive. */
export const IDLE_TIMEOUT_MS = 2_000;
/** Where requestIdleCallback does not exist (Safari): a short pause after the page mounted. */
export const NO_IDLE_CALLBACK_DELAY_MS = 200;
/** A page whose remote never finishes mounting (stuck on the network) still gets its widgets. */
export const PAGE_MOUNT_WAIT_MAX_MS = 10_000;

const ROUTED = 'single-spa:routing-event';

/** single-spa fires its routing event once the apps of the route are mounted (or failed). */
let pageMounted = false;
if (typeof window !== 'undefined') {
  window.addEventListener(ROUTED, () => {
    pageMounted = true;
  });
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(id);
}

/**
 * Runs `run` once, when the browser is idle after the first page mounted. Returns a function
 * that cancels it.
 */
export function afterPageIsInteractive(run: () => void): () => void {
  if (pageMounted) return whenIdle(run);
  let cancelIdle: (() => void) | undefined;
  const onMounted = () => {
    window.removeEventListener(ROUTED, onMounted);
    clearTimeout(atTheLatest);
    cancelIdle ??= whenIdle(run);
  };
  window.addEventListener(ROUTED, onMounted);
  const atTheLatest = setTimeout(onMounted, PAGE_MOUNT_WAIT_MAX_MS);
  return () => {
    window.removeEventListener(ROUTED, onMounted);
    clearTimeout(atTheLatest);
    cancelIdle?.();
  };
}

/**
 * Runs `run` once when `node`'s closest hidden ancestor (a closed drop-down) is shown. Returns a
 * function that stops watching; does nothing for a node that is not hidden.
 */
export function whenShown(node: Element, run: () => void): () => void {
  const panel = node.closest('[hidden]');
  if (!panel) return () => undefined;
  const observer = new MutationObserver(() => {
    if (panel.hasAttribute('hidden')) return;
    observer.disconnect();
    run();
  });
  observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
  return () => observer.disconnect();
}
