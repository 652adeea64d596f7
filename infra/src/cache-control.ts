/**
 * Every `Cache-Control` value the server sends, named once (docs/operations.md "Server"): a route
 * picks the rule that fits its answer instead of writing the header by hand, so two answers of the
 * same kind are never cached two ways. The API's cached reads take theirs from the read-cache
 * policy (api/read-cache.ts `CACHE_CONTROL`), which builds on these; kept pages from page-serve.ts.
 * Lint refuses a hand-written value anywhere else in infra/src.
 */

/** Kept by nobody: a reader's own answer, a secret, a one-off redirect or beacon. */
export const NO_STORE = 'no-store';
/** Kept only by this reader's browser, and never on disk by a shared cache: a signed-in answer. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** Kept, but asked again every time (the answer carries a validator). */
export const REVALIDATE = 'no-cache';
/** As REVALIDATE, for this reader only: a page or answer that depends on their cookie. */
export const PRIVATE_REVALIDATE = 'private, no-cache';
/** A stream read as it arrives: asked again, and never recompressed or buffered by a proxy. */
export const STREAM = 'no-cache, no-transform';
/** A content-addressed file: its URL changes with it, so it is kept for a year, unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Kept by anyone for `seconds`, then asked again (robots, feeds, sitemaps, crests …). */
export const publicFor = (seconds: number): string => `public, max-age=${seconds}`;

/** Kept by this reader's browser only, for `seconds`. */
export const privateFor = (seconds: number): string => `private, max-age=${seconds}`;

/** Kept as public for `seconds`, after which a stale copy may be served while it is replaced. */
export const publicStaleFor = (seconds: number, staleSeconds: number): string =>
  `public, max-age=${seconds}, stale-while-revalidate=${staleSeconds}`;

/** A kept page: browsers ask again each time, shared caches keep it `seconds`. */
export const sharedFor = (seconds: number): string => `public, max-age=0, s-maxage=${seconds}`;

/** The same rule for this reader only: `public` becomes `private` (an answer that sets a cookie). */
export const privateOf = (value: string): string =>
  value ? `private, ${value.replace(/\bpublic\b,?\s*/i, '')}`.replace(/,\s*$/, '') : PRIVATE_REVALIDATE;
