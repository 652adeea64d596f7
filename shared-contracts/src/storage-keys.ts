/**
 * Cookie and storage names other parts rely on (spec 9: kept under a site-name prefix).
 * Documented in docs/contracts.md; change them only with a migration of stored values.
 */
export const SITE_PREFIX = 'onda';

export const COOKIES = {
  /** Interface language, 365 days (spec 1). */
  locale: `${SITE_PREFIX}_locale`,
  /** Anonymous session id, about one year, SameSite=Strict, Secure (spec 9). */
  psid: `${SITE_PREFIX}_psid`,
  /**
   * The reader's consent per purpose, with its policy version, date and the server's signature
   * (consent.ts), written by the server (POST api/v3/consent), read by the shell and the server.
   * It replaces `onda_cookies_accepted`, whose banner took browsing as consent (not valid under
   * the LGPD): that cookie is ignored and cleared, and the reader is asked again.
   */
  consent: `${SITE_PREFIX}_consent`,
  /** The reader pressed Continue on the ad-blocker dialog (spec 4): it is not shown again. */
  adBlockContinue: `${SITE_PREFIX}_adblock_continue`,
  /** Refusal of the install banner (spec 4: site name plus PWADownload). */
  pwaDownload: `${SITE_PREFIX}PWADownload`,
  /**
   * The reader's time zone (IANA name), written by the shell on every visit, so the edge renders
   * dates and "today" as the reader's browser does (spec 9: times in the reader's zone).
   */
  timeZone: `${SITE_PREFIX}_tz`,
  /**
   * The reader's canary bucket, 0-9999, random, HttpOnly, one year: the edge serves an app's
   * canary to the buckets its share covers, so a reader keeps the same versions on every page
   * (infra/src/registry/document.ts). It identifies nobody: ten thousand readers share each value.
   */
  bucket: `${SITE_PREFIX}_bucket`,
  /** This device's push token (the server's device id), sent as the device_token header (spec 4, 7). */
  deviceToken: `${SITE_PREFIX}_device_token`,
  /** The reader's answer to the push permission prompt: 'granted' or 'denied' (spec 4). */
  pushChoice: `${SITE_PREFIX}_push_choice`,
} as const;

export const STORAGE = {
  readLater: `${SITE_PREFIX}_read_later`,
  rewards: `${SITE_PREFIX}_rewards_program`,
  /** Ids of the stories and videos the rewards widget saw read (spec 4: 3 h grace). */
  rewardsDoneArticles: `${SITE_PREFIX}_rewards_done_articles`,
  dataSaver: `${SITE_PREFIX}_data_saver`,
  /** TV state (spec 3): the player's volume and mute, kept between videos and visits. */
  tvState: `${SITE_PREFIX}_tv_state`,
  /** sessionStorage: when the page last reloaded for a remote's file that failed (spec 4: 60 s). */
  chunkReloadAt: `${SITE_PREFIX}_chunk_reload_at`,
  /** The ad-blocker probe's result (spec 4: `{ value, expiry }`, reused within the 12 h grace). */
  adBlock: `${SITE_PREFIX}_adblock`,
  /** sessionStorage: the campaign parameters the reader landed with (spec 2), kept for the visit. */
  landingCampaign: `${SITE_PREFIX}_landing_campaign`,
  /** Set on a reader's first page: a later visit installs the service worker at once (ADR 012). */
  visited: `${SITE_PREFIX}_visited`,
} as const;

/** The cookie `onda_consent` replaced; cleared where it is found. */
export const LEGACY_CONSENT_COOKIE = `${SITE_PREFIX}_cookies_accepted`;

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const PSID_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const BUCKET_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The shape of a guest id the server issued (docs/adr/010): 16 random bytes and their HMAC, both
 * base64url, joined by a dot. Only the server can tell a real one (it checks the signature); the
 * browser uses this to know whether it holds one at all.
 */
export const PSID_FORMAT = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
export const looksLikeIssuedPsid = (value: string | undefined): value is string =>
  value !== undefined && PSID_FORMAT.test(value);
