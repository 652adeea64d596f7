/**
 * Creates the page's platform: the one bus, the session, the anonymous id, the locale and the
 * API client with the spec's default headers. Everything here is handed to remotes in customProps.
 */
import { navigateToUrl } from 'single-spa';
import { BehaviorSubject } from 'rxjs';
import {
  type TopicBarEntry,
  COOKIES,
  LOCALE_COOKIE_MAX_AGE,
  SITE_ID,
  createApiClient,
  createBus,
  readCookie,
  readerTimeZone,
  toLocale,
  type Locale,
  type PlatformServices,
  type Session,
  type SiteConfig,
} from 'shared-contracts';
import type { Platform } from './context';
import { ONE_YEAR_SECONDS, writeCookie } from './cookies';
import { ensurePsid } from './psid';
import { getSiteConfig } from './site-config';

/** What the edge put in the page for the first render (page data). */
export interface BootData {
  readonly config?: SiteConfig;
  readonly topics?: readonly TopicBarEntry[];
  readonly missingPath?: string;
}

export async function createPlatform(appVersion: string, boot: BootData = {}): Promise<Platform> {
  const bus = createBus();
  const psid = ensurePsid();
  const locale: Locale = toLocale(readCookie(document.cookie, COOKIES.locale));
  // The edge renders dates in the reader's zone from the next page on.
  const zone = readerTimeZone({});
  if (readCookie(document.cookie, COOKIES.timeZone) !== zone) {
    writeCookie(COOKIES.timeZone, zone, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'Lax' });
  }
  const session$ = new BehaviorSubject<Session>({ signedIn: false });
  bus.on('session.changed', 1).subscribe((s) => session$.next(s.email ? s : { signedIn: s.signedIn }));

  let siteUuid = '';
  const api = createApiClient({
    baseUrl: '/api',
    headers: () => ({
      PSID: psid,
      'site-uuid': siteUuid || undefined,
      'site-id': String(SITE_ID),
      device_type: 'browser',
      app_version: appVersion,
    }),
  });
  // The edge puts the configuration in the page; asking the API is the fallback.
  const config = boot.config ?? (await getSiteConfig(api));
  siteUuid = config.uuid;

  const services: PlatformServices = {
    session$: session$.asObservable(),
    psid,
    locale,
    config,
    api,
    navigate: (url) => navigateToUrl(url),
  };

  return {
    bus,
    services,
    setLocale(next) {
      writeCookie(COOKIES.locale, next, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
      bus.publish('locale.changed', 1, { locale: next });
      // Every remote renders in the page's locale: a reload re-renders them all consistently.
      window.location.reload();
    },
    topics: boot.topics,
    missingPath: boot.missingPath,
    cookies: () => document.cookie,
    signOut() {
      session$.next({ signedIn: false });
      bus.publish('session.changed', 1, { signedIn: false });
    },
  };
}
