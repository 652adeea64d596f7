/**
 * The routes that only send the reader elsewhere (spec 2: /old, /site_redirect?path=; spec 5: a
 * redirect goes only to a safe path of this site, else home). The edge answers them with an HTTP
 * redirect before rendering anything; the shell's router follows the same rule when the app
 * navigates to one.
 */
import { safeReturnPath } from 'shared-contracts/core';

/** Where the route `routeId` (a ROUTES id) sends the reader, or undefined when it is a page. */
export function redirectOf(routeId: string | undefined, search: string): string | undefined {
  switch (routeId) {
    case 'old':
      return '/';
    case 'siteRedirect':
      return safeReturnPath(new URLSearchParams(search).get('path'));
    default:
      return undefined;
  }
}
