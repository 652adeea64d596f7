/**
 * Taps before hydration (docs/contracts.md "First tap"). A server-rendered page is HTML until its
 * scripts hydrate it; the page's inline starter (infra/src/edge/inline-scripts.ts) catches a tap
 * on a button (or checkbox, or `data-replay` control) of a part not hydrated yet, keeps it in
 * `window[TAP_QUEUE]` and stops it. Each React root, once it has hydrated, marks its container
 * live (LIVE_ATTR) and taps the controls queued inside it again, so the reader's first tap is
 * the one that counts. Links and forms work without scripts and are left alone, except a form
 * marked REPLAY_SUBMIT_ATTR, whose answer would only load the same page again (the cookie
 * banner's): its submit buttons are queued like buttons, so the reader's other taps and typed text
 * survive it. When every server-rendered part is live, the page marks the moment
 * (INTERACTIVE_MARK) for `npm run perf`.
 */

/** The window property holding the queued controls (an array, created by the starter). */
export const TAP_QUEUE = '__ondaTaps';
/** On a form that stays on its page: a tap on its submit buttons before hydration is replayed. */
export const REPLAY_SUBMIT_ATTR = 'data-replay-submit';
/** Set on a root's container once it has hydrated: taps inside go straight to React. */
export const LIVE_ATTR = 'data-live';
/** The containers of the page's React roots: the shell's, and each server-rendered remote's. */
export const ROOT_SELECTOR = '[data-version],#root';
/** A performance mark: every server-rendered part of the page has hydrated. */
export const INTERACTIVE_MARK = 'onda-interactive';

/** What a toggle shows: a checkbox's tick or a button's aria-pressed; null for other controls. */
function shownState(control: Element): string | null {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return String(control.checked);
  return control.getAttribute('aria-pressed');
}

function queued(): Element[] {
  const queue = (window as unknown as Record<string, unknown>)[TAP_QUEUE];
  return Array.isArray(queue) ? (queue as Element[]) : [];
}

/**
 * Marks `root` hydrated and taps again, in order, the controls queued inside it (and in no other
 * root) that are still in the page.
 *
 * A tap is made again as a reader makes one: in a task of its own, a press and then the click.
 * A root marks itself live from its own effect, while React is still at work and before it has
 * hydrated the parts under a Suspense boundary (a remote's routes), which it does afterwards: a
 * click on such a part from inside the effect is dropped by React (it cannot hydrate the part from
 * there), and a click alone from outside reaches a checkbox the browser has already flipped, so
 * React, hydrating it then, sees no change. The press, like a reader's finger, has React hydrate
 * the tapped part first; the click then reaches it hydrated and counts once.
 *
 * The reader tapped a toggle as the server showed it (hydration shows the same). A toggle that,
 * hydrated, shows this device's own state (a story saved for later on it) may already show what the
 * tap asked for: it is not tapped again, which would undo it.
 */
export function markLive(root: Element): void {
  root.setAttribute(LIVE_ATTR, '');
  const queue = queued();
  const mine = queue
    .filter((control) => control.closest(ROOT_SELECTOR) === root)
    .map((control) => ({ control, tapped: shownState(control) }));
  for (const { control } of mine) queue.splice(queue.indexOf(control), 1);
  if (mine.length > 0)
    setTimeout(() => {
      for (const { control, tapped } of mine) {
        if (!control.isConnected || !(control instanceof HTMLElement)) continue;
        control.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, view: window }));
        if (shownState(control) === tapped) control.click();
      }
    }, 0);
  noteInteractive();
}

/**
 * Marks the page interactive (INTERACTIVE_MARK, once) when every root in it is live: called as a
 * root hydrates, and when a remote rendered afresh the part the server had rendered (a reader in
 * another time zone), which leaves the page with one root fewer to wait for.
 */
export function noteInteractive(): void {
  // (A page without the User Timing API has no mark to set.)
  if (typeof performance.mark !== 'function' || typeof performance.getEntriesByName !== 'function') return;
  const roots = [...document.querySelectorAll(ROOT_SELECTOR)];
  const done = performance.getEntriesByName(INTERACTIVE_MARK).length > 0;
  if (!done && roots.every((element) => element.hasAttribute(LIVE_ATTR))) performance.mark(INTERACTIVE_MARK);
}
