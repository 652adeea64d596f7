/**
 * Finds the pages' ad slots (shared-contracts ad-slots.ts; the remotes reserve them in their HTML)
 * once the page is interactive, and hands each to the filler (./fill-slots.ts, loaded on first
 * need) when it comes near the screen: ads never compete with the first screen, and a reader who
 * does not scroll to a slot never loads its ad. Slots the device does not show are left alone.
 * Pages rendered later (a client-side navigation, a list's next page) are found as they appear.
 */
import { AD_SLOT_ATTR, AD_STATE_ATTR } from 'shared-contracts';

/** How far below the screen a slot starts loading. */
export const SLOT_MARGIN = '0px 0px 200px 0px';

export interface SlotWatcherDeps {
  readonly root: HTMLElement;
  /** Fills slots that came near the screen (the lazy filler). */
  readonly fill: (slots: HTMLElement[]) => void;
  /** Runs `start` once the page is interactive (../remotes/widget-timing.ts). */
  readonly whenInteractive: (start: () => void) => () => void;
}

export function watchAdSlots({ root, fill, whenInteractive }: SlotWatcherDeps): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') {
    return () => undefined;
  }
  const seen = new WeakSet<Element>();
  let batch: HTMLElement[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        const slot = entry.target as HTMLElement;
        slot.setAttribute(AD_STATE_ATTR, 'loading');
        batch.push(slot);
      }
      // Slots that come into view together are asked for in one call.
      if (batch.length > 0 && !batchTimer) {
        batchTimer = setTimeout(() => {
          batchTimer = undefined;
          const slots = batch;
          batch = [];
          fill(slots);
        }, 50);
      }
    },
    { rootMargin: SLOT_MARGIN },
  );
  const scan = () => {
    for (const slot of root.querySelectorAll<HTMLElement>(`[${AD_SLOT_ATTR}]`)) {
      if (seen.has(slot) || slot.hasAttribute(AD_STATE_ATTR)) continue;
      // display: none (a slot for the other device) has no boxes.
      if (slot.getClientRects().length === 0) continue;
      seen.add(slot);
      near.observe(slot);
    }
  };
  let scheduled = false;
  const changes = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      scan();
    }, 250);
  });
  const stopWaiting = whenInteractive(() => {
    scan();
    changes.observe(root, { childList: true, subtree: true });
  });
  return () => {
    stopWaiting();
    changes.disconnect();
    near.disconnect();
    if (batchTimer) clearTimeout(batchTimer);
  };
}
