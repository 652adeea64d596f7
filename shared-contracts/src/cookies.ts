/**
 * Reading one cookie from a `document.cookie` string or a `Cookie` request header (names in
 * COOKIES). Pure, so the browser and the server read cookies the same way.
 */

/** The value of cookie `name` in `cookieString`, percent-decoded (as it is when undecodable). */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // Every reader checks the value against its own format (locale, PSID) or only its presence.
      return raw;
    }
  }
  return undefined;
}
