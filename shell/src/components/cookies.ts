/** Small, dependency-free helpers for the shell's own cookies (names in shared-contracts COOKIES). */

/** The value of cookie `name` in a `document.cookie` style string, or undefined. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  readonly maxAgeSeconds: number;
  readonly sameSite?: 'Lax' | 'Strict';
}

/** Writes a first-party cookie on path=/ (Secure when the page is served over https). */
export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, sameSite = 'Lax' }: CookieOptions,
): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=${sameSite}${secure}`;
}

/** 365 days, the lifetime of the locale and cookie-consent cookies (spec 1, spec 4). */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
