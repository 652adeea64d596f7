/**
 * What a page carries of measurement and ads until they have something to do: a bridge that
 * watches the page's ad slots (../ads/watch-slots.ts) and loads the rest (./measurement.ts, a
 * chunk of its own) once the page is interactive and either the reader's consent allows
 * measurement or a slot comes near the screen. A reader who has not consented and never scrolls
 * to an ad downloads none of it. The bridge keeps the router's latest page for it and holds the
 * ad-blocker state the dialog listens to; the landing's campaign and referrer are read now,
 * before a client-side navigation changes the address.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { allows, trackingFromSearch } from 'shared-contracts';
import { watchAdSlots } from '../ads/watch-slots';
import type { Platform } from '../platform/context';
import { afterPageIsInteractive } from '../remotes/widget-timing';
import type { Measurement } from './measurement';

export interface MeasurementBridge {
  /** The router's current page (the shell's Frame calls it on every navigation). */
  pageView(path: string, missing: boolean): void;
  /** True once the ad-blocker probe found a blocker. */
  readonly adBlocked$: Observable<boolean>;
}

/** The host of the site that sent the reader, when another site did. */
export function referrerHost(referrer: string, host: string): string | undefined {
  try {
    const from = referrer ? new URL(referrer).host.toLowerCase() : '';
    return from && from !== host ? from : undefined;
  } catch {
    return undefined;
  }
}

export function startMeasurementLater(
  platform: Pick<Platform, 'consent' | 'bus' | 'services'>,
): MeasurementBridge {
  const adBlocked$ = new BehaviorSubject(false);
  const landing = trackingFromSearch(window.location.search);
  const referrer = referrerHost(document.referrer, window.location.host);
  let loading: Promise<Measurement> | undefined;
  let measurement: Measurement | undefined;
  let last: [string, boolean] | undefined;
  const load = () =>
    (loading ??= import(/* webpackChunkName: "measurement" */ './measurement').then(
      ({ startMeasurement }) => {
        measurement = startMeasurement({ ...platform, adBlocked$, landing, referrer });
        if (last) measurement.pageView(...last);
        return measurement;
      },
    ));
  watchAdSlots({
    root: document.body,
    whenInteractive: afterPageIsInteractive,
    fill: (slots) => {
      const path = window.location.pathname;
      void load().then((loaded) => loaded.fill(slots, path));
    },
  });
  // Once loaded, measurement follows the reader's later choices itself.
  afterPageIsInteractive(() => {
    platform.consent.consent$.subscribe((state) => {
      if (allows(state, 'measurement')) void load();
    });
  });
  return {
    adBlocked$: adBlocked$.asObservable(),
    pageView(path, missing) {
      last = [path, missing];
      measurement?.pageView(path, missing);
    },
  };
}
