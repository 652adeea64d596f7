/**
 * URLs from the site config and the bus are untrusted data: they only reach an href or src after
 * their scheme is checked (no javascript:, data:, vbscript:, protocol-relative //host ...).
 */

// Whitespace and control characters can hide a scheme from naive checks ("java\tscript:").
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\s\\]/;

/** A same-origin path: starts with exactly one '/' ('/tv', '/about.html'). */
export function isInternalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARS.test(value);
}

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (UNSAFE_CHARS.test(value.trim())) return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** `value` when it is an internal path or an http(s) URL, else `fallback`. */
export function safeHref(value: string | undefined, fallback: string): string {
  const v = value?.trim() ?? '';
  return isInternalPath(v) || isHttpUrl(v) ? v : fallback;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"?&#/]+@[^\s@<>()[\]\\,;:"?&#/]+\.[^\s@<>()[\]\\,;:"?&#/]+$/;

/** `mailto:` link of a plain e-mail address, or undefined when it is not one. */
export function mailtoHref(email: string | undefined): string | undefined {
  const e = email?.trim() ?? '';
  return EMAIL.test(e) ? `mailto:${e}` : undefined;
}
