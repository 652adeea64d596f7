/** The interface-language cookie (spec 1: 365 days). */
import { COOKIES, LOCALE_COOKIE_MAX_AGE, isLocale, readCookie, type Locale } from 'shared-contracts';
import { writeCookie } from '../platform/cookies';

/** The locale stored in the cookie string, or undefined when absent or not a supported locale. */
export function readLocaleCookie(cookieString: string): Locale | undefined {
  const value = readCookie(cookieString, COOKIES.locale);
  return isLocale(value) ? value : undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  writeCookie(COOKIES.locale, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE, sameSite: 'Lax' });
}
