/** The shell's own first-party cookies (names in shared-contracts COOKIES; reading: readCookie). */

export interface CookieOptions {
  readonly maxAgeSeconds: number;
  readonly sameSite?: 'Strict' | 'Lax';
}

/** 365 days, the lifetime of the locale and cookie-consent cookies (spec 1, spec 4). */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Writes a cookie on path=/, Secure whenever the page is a secure context. */
export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, sameSite = 'Lax' }: CookieOptions,
): void {
  const secure = typeof window !== 'undefined' && window.isSecureContext ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=${sameSite}${secure}`;
}
