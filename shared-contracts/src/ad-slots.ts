/**
 * Where ads go (spec 9 "Ad slots", "Initial ad counts by route"), one rule for the remotes that
 * reserve the slots in their server-rendered HTML and the shell that fills them after the page is
 * interactive. A slot's box is sized before any ad arrives, so nothing moves when one does.
 *
 * Slot 0 is the page's top slot, desktop only (970x250); slots 1, 2, … are middle slots (728x90
 * on desktops, 300x250 on phones). A page shows its first `desktop` slots on desktops and slots
 * 1 to `mobile` on phones; a news story shows none.
 */
import type { AdDevice, AdUnit } from './api/measurement-constants';
import { isNewsStoryRoute } from './article-paths';
import { matchRoute } from './routes';

/** Spec 9: mobile below 1279 px, desktop from there. */
export const AD_DESKTOP_MIN_WIDTH = 1279;
export const AD_DESKTOP_MEDIA = `(min-width: ${AD_DESKTOP_MIN_WIDTH}px)`;

export interface AdSize {
  readonly width: number;
  readonly height: number;
}

/** Spec 9's desktop sizes; phones (320-390 px wide) get the medium rectangle in the middle. */
export const AD_SIZES: Readonly<Record<AdUnit, Readonly<Record<AdDevice, AdSize>>>> = {
  top: { desktop: { width: 970, height: 250 }, mobile: { width: 320, height: 100 } },
  middle: { desktop: { width: 728, height: 90 }, mobile: { width: 300, height: 250 } },
};

export interface AdCounts {
  readonly desktop: number;
  readonly mobile: number;
}

const NONE: AdCounts = { desktop: 0, mobile: 0 };

/** Spec 9's initial ad counts by route: home 11/8, 'main' query 5/3, favorites 8/4, TV videos and search 2, others 1, news stories none. */
export function adCountsFor(pathname: string, search = ''): AdCounts {
  const route = matchRoute(pathname)?.route;
  if (!route || route.id === 'notFound' || route.id === 'contentNotFound') return NONE;
  if (isNewsStoryRoute(route.id, pathname)) return NONE;
  if (route.id === 'home' && pathname === '/') return { desktop: 11, mobile: 8 };
  if (new URLSearchParams(search).has('main')) return { desktop: 5, mobile: 3 };
  if (pathname.startsWith('/favorites')) return { desktop: 8, mobile: 4 };
  if (pathname.startsWith('/tv/videos') || route.id === 'search') return { desktop: 2, mobile: 2 };
  return { desktop: 1, mobile: 1 };
}

export const adUnitOf = (index: number): AdUnit => (index === 0 ? 'top' : 'middle');

/** Whether slot `index` of a page shows on a device, by the page's counts. */
export function adSlotShows(index: number, counts: AdCounts, device: AdDevice): boolean {
  if (device === 'desktop') return index < counts.desktop;
  return index >= 1 && index <= counts.mobile;
}

/** The section a page's ads are chosen by when the reader did not consent to personalised ads. */
export function adSectionOf(pathname: string): string {
  const id = matchRoute(pathname)?.route.id ?? '';
  if (pathname.startsWith('/sports') || pathname.startsWith('/esportes') || pathname.startsWith('/calendar'))
    return 'sports';
  if (/^\/favorites\/.*\/(my)?(scores|standings)$/.test(pathname)) return 'sports';
  if (id === 'tv' || id === 'videoStory') return 'tv';
  if (id === 'search') return 'search';
  if (pathname.startsWith('/favorites')) return 'favorites';
  if (id === 'home' || id === 'feed') return 'home';
  return 'other';
}

/** The DOM contract of a slot (docs/contracts.md): the remotes write it, the shell fills it. */
export const AD_SLOT_ATTR = 'data-ad-slot';
export const AD_INDEX_ATTR = 'data-ad-index';
/** Set by the shell: 'loading', 'filled' or 'empty' (nothing to show: the box stays reserved). */
export const AD_STATE_ATTR = 'data-ad-state';
