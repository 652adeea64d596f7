/**
 * Redirect targets are accepted only when they start with a single slash and contain safe path
 * characters (spec 5); anything else (//host, schemes, backslashes, control characters) is refused.
 */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%?=&+]*$/;

export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 512) return undefined;
  return SAFE_PATH.test(value) && !value.includes('\\') ? value : undefined;
}
