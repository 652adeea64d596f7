/** Small, strict cookie helpers (names come from shared-contracts COOKIES). */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  readonly maxAgeSeconds: number;
  readonly sameSite?: 'Strict' | 'Lax';
}

export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, sameSite = 'Lax' }: CookieOptions,
): void {
  const secure = typeof window !== 'undefined' && window.isSecureContext ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=${sameSite}${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}
