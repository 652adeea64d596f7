/**
 * Fills ad slots from the house ad server (spec 7 "Ads"), loaded when a slot first comes near the
 * screen (./watch-slots.ts). Slots of one size are asked for in one call; a reader whose probe
 * found a blocker gets the backfill unit. Without consent to personalised ads the call carries
 * no cookie, so the ads follow the page's section only. An ad counts as seen when at least half
 * of it has been on screen for a second (the usual viewability rule); clicks go through the ad
 * server's recording redirect, which leads only to the campaign's own address.
 */
import {
  AD_STATE_ATTR,
  BACKFILL_UNIT,
  SITE_ID,
  TRACKING_PATHS,
  type Ad,
  type AdDevice,
  type AdUnit,
} from 'shared-contracts';
import { ADS_CHECKS } from './ads.generated';

/** Spec: an impression is at least 50 % of the slot in view for 1 s. */
export const VIEWABLE_RATIO = 0.5;
export const VIEWABLE_MS = 1000;

export interface FillContext {
  readonly device: AdDevice;
  readonly section: string;
  /** The reader allowed personalised ads: the call carries the consent and the anonymous id. */
  readonly personalised: boolean;
  /** Whether the reader blocks ads (the probe, when consent allows it; else false). */
  readonly blocked: () => Promise<boolean>;
  /** Creatives already on this page. */
  readonly exclude: Set<string>;
  readonly path: string;
  readonly fetch: typeof fetch;
  /** An ad was seen (VIEWABLE_RATIO for VIEWABLE_MS). */
  readonly onSeen: (ad: Ad) => void;
}

export function adUnitUrl(unit: AdUnit, ctx: FillContext, count: number, blocked: boolean): string {
  const query = new URLSearchParams({ site_id: String(SITE_ID), section: ctx.section, count: String(count) });
  if (ctx.exclude.size > 0) query.set('exclude', [...ctx.exclude].slice(0, 20).join(','));
  if (blocked) query.set('slot', unit);
  return `${TRACKING_PATHS.adUnit}/${blocked ? BACKFILL_UNIT : unit}/${ctx.device}?${query}`;
}

/** The ad inside its slot's reserved box: a link to the recording redirect around the picture. */
export function renderAd(slot: HTMLElement, ad: Ad, path: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `${ad.click}&path=${encodeURIComponent(path)}`;
  link.rel = ad.external ? 'sponsored noopener noreferrer' : 'sponsored';
  if (ad.external) link.target = '_blank';
  link.dataset.adCreative = ad.id;
  const picture = document.createElement('img');
  picture.src = ad.image;
  picture.width = ad.width;
  picture.height = ad.height;
  picture.alt = ad.alt;
  picture.decoding = 'async';
  link.append(picture);
  const box = slot.querySelector(':scope > div') ?? slot;
  box.replaceChildren(link);
  return link;
}

/**
 * Calls `seen` once, when at least VIEWABLE_RATIO of `element` has stayed on screen for
 * VIEWABLE_MS while the page is visible. Returns a function that stops watching.
 */
export function watchViewable(element: Element, seen: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inView = false;
  let done = false;
  const stopTimer = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const startTimer = () => {
    if (done || timer || !inView || document.visibilityState === 'hidden') return;
    timer = setTimeout(() => {
      stop();
      seen();
    }, VIEWABLE_MS);
  };
  const observer = new IntersectionObserver(
    ([entry]) => {
      inView = (entry?.intersectionRatio ?? 0) >= VIEWABLE_RATIO;
      if (inView) startTimer();
      else stopTimer();
    },
    { threshold: [0, VIEWABLE_RATIO, 1] },
  );
  const onVisibility = () => (document.visibilityState === 'hidden' ? stopTimer() : startTimer());
  const stop = () => {
    done = true;
    stopTimer();
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
  };
  observer.observe(element);
  document.addEventListener('visibilitychange', onVisibility);
  return stop;
}

/** Asks the ad server for the slots' ads, one call per slot size, and shows them. */
export async function fillSlots(slots: readonly HTMLElement[], ctx: FillContext): Promise<void> {
  const blocked = await ctx.blocked().catch(() => false);
  const byUnit = new Map<AdUnit, HTMLElement[]>();
  for (const slot of slots) {
    const unit: AdUnit = slot.dataset.adSlot === 'top' ? 'top' : 'middle';
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), slot]);
  }
  await Promise.all(
    [...byUnit].map(async ([unit, group]) => {
      let ads: readonly Ad[] = [];
      try {
        const response = await ctx.fetch(adUnitUrl(unit, ctx, group.length, blocked), {
          credentials: ctx.personalised ? 'same-origin' : 'omit',
          headers: { accept: 'application/json' },
        });
        const body: unknown = response.ok ? await response.json() : undefined;
        if (ADS_CHECKS.AdUnitResponse.is(body)) ads = body.ads;
      } catch {
        // No ad: the box stays reserved and empty, nothing moves.
      }
      group.forEach((slot, i) => {
        const ad = ads[i];
        if (!ad) {
          slot.setAttribute(AD_STATE_ATTR, 'empty');
          return;
        }
        ctx.exclude.add(ad.id);
        renderAd(slot, ad, ctx.path);
        slot.setAttribute(AD_STATE_ATTR, 'filled');
        watchViewable(slot, () => ctx.onSeen(ad));
      });
    }),
  );
}
