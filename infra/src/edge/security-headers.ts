import { LEGACY_BROWSER_SCRIPT_HASH } from './html';

/**
 * Content-Security-Policy of the shell page: scripts only from this origin (plus the one inline
 * legacy-browser check, by hash); Emotion injects <style> elements, hence 'unsafe-inline' for
 * styles only. Article HTML is sanitised server- and client-side as well; this is the backstop.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${LEGACY_BROWSER_SCRIPT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const PAGE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cache-control': 'no-cache',
} as const;
