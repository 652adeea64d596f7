/**
 * Consent first, then measurement and ads (LGPD; issue 27): what the shell starts on a page, and
 * when. Ads fill the slots that come near the screen (./bridge.ts watches them); they are chosen
 * by the page's section unless the reader allowed personalised ads. Nothing else runs before a
 * choice that allows it: the tracker (./tracker.ts) and the ad-blocker probe load only after
 * consent to measurement (or, for the probe, to personalised ads), and stop when it is withdrawn.
 * This file, the tracker and the ad filler are chunks of their own, loaded once the page is
 * interactive and one of them has work (./bridge.ts), so none of this weighs on the first view.
 */
import type { BehaviorSubject } from 'rxjs';
import { AD_DESKTOP_MEDIA, adSectionOf, allows, STORAGE, type Ad, type Tracking } from 'shared-contracts';
import { headIsFor } from 'shared-contracts/remote-kit';
import type { Platform } from '../platform/context';
import type * as FillSlots from '../ads/fill-slots';
import type { Tracker } from './tracker';
import { localStore } from '../platform/local-store';

export interface Measurement {
  /** The router's current page (the shell's Frame calls it on every navigation). */
  pageView(path: string, missing: boolean): void;
  /** Fills ad slots of the page at `path` that came near the screen. */
  fill(slots: HTMLElement[], path: string): void;
  stop(): void;
}

export interface MeasurementDeps extends Pick<Platform, 'consent' | 'bus' | 'services'> {
  /** Set to true once the probe found a blocker (the ad-blocker dialog listens). */
  readonly adBlocked$: BehaviorSubject<boolean>;
  /** The campaign the reader landed with (spec 2), read as the page started. */
  readonly landing: Tracking;
  /** The host of the site that sent the reader, if another. */
  readonly referrer?: string;
}

/** Page views are sent this long after a navigation, once the page wrote its head (its title)… */
export const PAGE_VIEW_DELAY_MS = 500;
/** …or after this long at most. */
export const PAGE_HEAD_WAIT_MS = 5000;

/** The platform the reader's browser reports, as /trk's os (spec 7). */
export function osOf(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/mac os/i.test(userAgent)) return 'macos';
  if (/linux|cros/i.test(userAgent)) return 'linux';
  return 'other';
}

export function startMeasurement({
  consent,
  bus,
  services,
  adBlocked$,
  landing,
  referrer,
}: MeasurementDeps): Measurement {
  let probing: Promise<{ blocked: boolean; ran: boolean }> | undefined;
  /** The probe, run at most once per page and only with consent. */
  const probe = () => {
    probing ??= import(/* webpackChunkName: "probe" */ './adblock-probe').then(async ({ probeAdBlock }) => {
      const result = await probeAdBlock({ fetch: (...args) => fetch(...args), store: localStore() });
      if (result.blocked) adBlocked$.next(true);
      return result;
    });
    return probing;
  };
  const probeAllowed = () => allows(consent.current(), 'measurement') || allows(consent.current(), 'ads');

  let tracker: Tracker | undefined;
  let loadingTracker = false;
  let landingPath: string | undefined = window.location.pathname;
  let lastView: { path: string; missing: boolean; since: number } | undefined;
  let sentView: typeof lastView;
  let viewTimer: ReturnType<typeof setTimeout> | undefined;
  /** Counts the current page once, with its own title (the page writes its head once its data is in). */
  const sendView = () => {
    if (!tracker || !lastView || lastView === sentView) return;
    // The landing page's head came with its HTML; later pages write theirs once their data is in.
    const headReady = lastView.path === landingPath || headIsFor(lastView.path);
    if (!headReady && Date.now() - lastView.since < PAGE_HEAD_WAIT_MS) {
      viewTimer = setTimeout(sendView, PAGE_VIEW_DELAY_MS);
      return;
    }
    sentView = lastView;
    landingPath = undefined;
    tracker.pageView({ path: lastView.path, title: document.title, status: lastView.missing ? 404 : 200 });
  };
  const win = window as unknown as { dataLayer?: { push(entry: Record<string, unknown>): unknown } };
  const startTracker = () => {
    if (tracker || loadingTracker) return;
    loadingTracker = true;
    void import(/* webpackChunkName: "tracker" */ './tracker').then(({ startTracker: start }) => {
      loadingTracker = false;
      if (!allows(consent.current(), 'measurement')) return;
      win.dataLayer ??= [];
      tracker = start({
        bus,
        fetch: (...args) => fetch(...args),
        sendBeacon: navigator.sendBeacon ? (url, data) => navigator.sendBeacon(url, data) : undefined,
        probe,
        dataLayer: win.dataLayer,
        landing,
        savesData: () => services.saveData === true || localStore()?.getItem(STORAGE.dataSaver) === '1',
        referrerHost: referrer,
        os: osOf(navigator.userAgent),
      });
      // The page the reader was on when they allowed measurement counts too.
      sendView();
    });
  };
  const stopTracker = () => {
    tracker?.stop();
    tracker = undefined;
  };
  // Loaded once the page is interactive (./bridge.ts): the tracker starts with the current choice.
  const consentSub = consent.consent$.subscribe((state) => {
    if (!allows(state, 'measurement')) stopTracker();
    else startTracker();
  });
  const onLeave = () => tracker?.leave();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') tracker?.leave();
  };
  window.addEventListener('pagehide', onLeave);
  document.addEventListener('visibilitychange', onHidden);

  const shown = new Set<string>();
  let shownOn = window.location.pathname;
  let filler: Promise<typeof FillSlots> | undefined;
  const fill = (slots: HTMLElement[], path: string) => {
    filler ??= import(/* webpackChunkName: "ads" */ '../ads/fill-slots');
    if (path !== shownOn) {
      shown.clear();
      shownOn = path;
    }
    void filler.then(({ fillSlots }) =>
      fillSlots(slots, {
        device: window.matchMedia(AD_DESKTOP_MEDIA).matches ? 'desktop' : 'mobile',
        section: adSectionOf(path),
        personalised: allows(consent.current(), 'ads'),
        blocked: () => (probeAllowed() ? probe().then((r) => r.blocked) : Promise.resolve(false)),
        exclude: shown,
        path,
        fetch: (...args) => fetch(...args),
        onSeen: (ad: Ad) => tracker?.adSeen({ creative: ad.id, slot: ad.slot, path, title: document.title }),
      }),
    );
  };

  return {
    fill,
    pageView(path, missing) {
      lastView = { path, missing, since: Date.now() };
      if (viewTimer) clearTimeout(viewTimer);
      viewTimer = setTimeout(sendView, PAGE_VIEW_DELAY_MS);
    },
    stop() {
      consentSub.unsubscribe();
      stopTracker();
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}
