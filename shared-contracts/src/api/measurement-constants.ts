/**
 * Names of the ad and tracking calls (api/ads.ts, api/measurement.ts) that the browser needs as
 * values: kept out of the schema modules, which browsers import as types only (browser.ts).
 */
export const AD_UNITS = ['top', 'middle'] as const;
export type AdUnit = (typeof AD_UNITS)[number];
/** Spec 7's desktop calls; phones ask for their own sizes (spec 9: below 1279 px). */
export const AD_DEVICES = ['desktop', 'mobile'] as const;
export type AdDevice = (typeof AD_DEVICES)[number];
/** The backfill unit served when the probe failed (spec 4, 7). */
export const BACKFILL_UNIT = 'backfillads';

/** Content actions of GET /trk (spec 7). `read` carries the tracked duration (spec 9). */
export const TRK_ACTIONS = ['open', 'read', 'share', 'like', 'play'] as const;
export type TrkAction = (typeof TRK_ACTIONS)[number];

/** The events of POST api/v3/tagger/analytics. */
export const ANALYTICS_EVENTS = ['read', 'ad_impression', 'adblock'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Where the tracking calls go (spec 7): /trk is at the root, as the spec writes it. */
export const TRACKING_PATHS = {
  trk: '/trk',
  analytics: '/api/v3/tagger/analytics',
  pixel: '/api/v3/tagger/pixel.gif',
  adUnit: '/api/v3/ad_unit',
  /**
   * The ad-blocker probe (spec 4, 7): a dot image served by this site under an ad-like path, which
   * blockers refuse as they refuse ads. Answered by the ad server.
   */
  adProbe: '/ads/adframe/dot.gif',
} as const;
