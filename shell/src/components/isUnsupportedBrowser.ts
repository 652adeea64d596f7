/**
 * Spec 2 "Unsupported browser page /notsupported": Internet Explorer 11 and legacy (EdgeHTML) Edge.
 * IE11 says "Trident/"; legacy Edge says "Edge/<version>". The Chromium-based Edge says "Edg/",
 * which is supported.
 */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return /Trident\//.test(userAgent) || /\bEdge\/\d/.test(userAgent);
}
