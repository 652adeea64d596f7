/**
 * Whether a page runs inside an app's web view rather than a browser (spec 6: social login is
 * hidden there, since providers refuse or break sign-in inside embedded views). Android's WebView
 * marks its user agent with "; wv)"; on iPhone, iPad and iPod an app's view (WKWebView, Facebook's
 * or Instagram's browser) leaves out the "Safari" token every iOS browser sends, Chrome's included.
 */
export function isWebView(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent)) return true;
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) && !/\bSafari\//.test(userAgent);
}
