/**
 * Creates the page's platform: the one bus, the session, the anonymous id, the locale and the
 * API client with the spec's default headers. Everything here is handed to remotes in customProps.
 */
import { navigateToUrl } from 'single-spa';
import {
  AUTH_COOKIES,
  AUTH_CSRF_HEADER,
  COOKIES,
  LOCALE_PARAM,
  LOCALE_COOKIE_MAX_AGE,
  SITE_ID,
  createApiClient,
  createBus,
  readCookie,
  readerTimeZone,
  toLocale,
  type Locale,
  type PlatformServices,
  type SiteConfig,
  type TopicBarEntry,
} from 'shared-contracts';
import type { Platform } from './context';
import { ONE_YEAR_SECONDS, writeCookie } from './cookies';
import { currentPsid } from './psid';
import { createSessionService, SESSION_CHANNEL } from './session';
import { createConsentService } from '../consent/consent-service';
import { startMeasurementLater } from '../measure/bridge';
import { getSiteConfig } from './site-config';
import { afterPageIsInteractive } from '../remotes/widget-timing';
import { localStore } from './local-store';

/** What the edge put in the page for the first render (page data). */
export interface BootData {
  readonly config?: SiteConfig;
  readonly topics?: readonly TopicBarEntry[];
  readonly missingPath?: string;
  /** A data-bonus campaign runs (the edge's word). */
  readonly rewardsCampaign?: boolean;
  /** The request said Save-Data: on. */
  readonly saveData?: boolean;
  /** The language the page's URL asked for (?lang=), over the cookie's. */
  readonly locale?: Locale;
}

function rememberTimeZone(): void {
  const zone = readerTimeZone({});
  if (readCookie(document.cookie, COOKIES.timeZone) !== zone) {
    writeCookie(COOKIES.timeZone, zone, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'Lax' });
  }
}

export async function createPlatform(appVersion: string, boot: BootData = {}): Promise<Platform> {
  const bus = createBus();
  const locale: Locale = boot.locale ?? toLocale(readCookie(document.cookie, COOKIES.locale));
  // The edge renders dates in the reader's zone from the next page on. Asking the browser for its
  // zone builds its first date formatter (about 15 ms on a fast machine, the time zone data
  // loaded): once the page is interactive, not before.
  afterPageIsInteractive(rememberTimeZone);
  const session = createSessionService({
    bus,
    // Called only after the client below exists (its fetch is guarded by this service).
    api: () => api,
    storage: localStore(),
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : undefined,
    load: (path) => window.location.assign(path),
    reload: () => window.location.reload(),
    mayBeSignedIn: () => readCookie(document.cookie, AUTH_COOKIES.csrf) !== undefined,
  });

  let siteUuid = '';
  const api = createApiClient({
    baseUrl: '/api',
    fetch: session.guardFetch((...args) => fetch(...args)),
    headers: () => ({
      // The server-issued id, read at each call (a response may have just issued it).
      PSID: currentPsid(),
      'site-uuid': siteUuid || undefined,
      'site-id': String(SITE_ID),
      device_type: 'browser',
      app_version: appVersion,
      // Spec 4, 7: the push token, once this device has one.
      device_token: readCookie(document.cookie, COOKIES.deviceToken),
      // The CSRF rule of the accounts API (docs/contracts.md): calls signed in by the session
      // cookie echo the readable onda_csrf cookie.
      [AUTH_CSRF_HEADER]: readCookie(document.cookie, AUTH_COOKIES.csrf),
    }),
  });
  // A session can end elsewhere (signed out everywhere, a password change) while the API answers
  // a stale cookie as a guest: a tab that comes back into view checks it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && session.current().signedIn) void session.refresh();
  });
  window.addEventListener('single-spa:routing-event', () => session.recheck());
  // Who the reader is is known before any remote renders (a guest asks nothing). The edge puts
  // the configuration in the page; asking the API is the fallback.
  const [config] = await Promise.all([boot.config ?? getSiteConfig(api), session.start()]);
  siteUuid = config.uuid;
  const consent = createConsentService({ bus, api, cookies: () => document.cookie });
  // A choice made in another tab counts here too once the reader comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') consent.refresh();
  });

  const services: PlatformServices = {
    session$: session.session$,
    psid: currentPsid() ?? '',
    locale,
    config,
    api,
    navigate: (url) => navigateToUrl(url),
    saveData: boot.saveData,
    consent$: consent.consent$,
  };

  return {
    bus,
    services,
    consent,
    measurement: startMeasurementLater({ bus, services, consent }),
    setLocale(next) {
      writeCookie(COOKIES.locale, next, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
      bus.publish('locale.changed', 1, { locale: next });
      // Every remote renders in the page's locale: a reload re-renders them all consistently,
      // without the language the URL asked for, which would win over the new choice.
      const url = new URL(window.location.href);
      if (url.searchParams.has(LOCALE_PARAM)) {
        url.searchParams.delete(LOCALE_PARAM);
        window.location.replace(url.toString());
      } else window.location.reload();
    },
    signOut() {
      void session.signOut('reader');
    },
    topics: boot.topics,
    missingPath: boot.missingPath,
    rewardsCampaign: boot.rewardsCampaign,
    cookies: () => document.cookie,
  };
}
