/**
 * The one rule for URLs that reach an href or src: links from the site config, the bus, the API,
 * article bodies and imported feeds are hostile data. A value passes, trimmed, only when it is a
 * path of this site (exactly one leading '/') or an absolute http(s) URL: never javascript:,
 * data:, vbscript:, protocol-relative //host, or a scheme hidden by whitespace or control
 * characters ("java\tscript:").
 */

// Whitespace and control characters can hide a scheme from naive checks, and browsers read '\'
// as '/' ('/\evil.example' is protocol-relative).
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\s\\]/;

/** A path of this site: exactly one leading '/' ('/tv', '/about.html'), never '//host'. */
export function isSitePath(value: string): boolean {
  const v = value.trim();
  return v.startsWith('/') && !v.startsWith('//') && !UNSAFE_CHARS.test(v);
}

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  const v = value.trim();
  if (UNSAFE_CHARS.test(v)) return false;
  try {
    const { protocol } = new URL(v);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The trimmed value when it is a site path or an http(s) URL, else undefined. */
export function safeUrl(value: string | undefined): string | undefined {
  const v = value?.trim() ?? '';
  return isSitePath(v) || isHttpUrl(v) ? v : undefined;
}

/** `safeUrl(value)`, or `fallback` when the value is not safe. */
export function safeHref(value: string | undefined, fallback: string): string {
  return safeUrl(value) ?? fallback;
}

/** Spec 5: a redirect path counts only if it starts with one slash and holds safe path characters. */
const RETURN_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

/**
 * Where to send the reader after sign-in or a password reset: `value` when it is a path of this
 * site made of safe characters, else home ('/'). Never another host: '//evil.example',
 * '/\evil.example', 'https://…', 'javascript:…' and anything with whitespace go home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  return RETURN_PATH.test(value) && isSitePath(value) ? value : '/';
}
