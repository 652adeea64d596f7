/**
 * Which paths are pages (spec 2 "Route list"), so a path that is none answers 404 instead of a
 * soft 404 (the not-found page with 200). The route table of shared-contracts gives each path its
 * owner, often with a wildcard (`/accounts/*`); the owner's page declarations
 * (shared-contracts/src/pages/) narrow every route to the sub-paths that are pages. Whether a
 * content page's item exists is the page heads' part (heads/index.ts).
 */
import { matchRoute, type PageOwner } from 'shared-contracts';
import { pageDeclarationOf } from 'shared-contracts/pages';

/**
 * The path matched once against the route list: its owner (the shell for an unknown path) and
 * whether it is one of the owner's pages (an item of a content page may still be missing).
 */
export function pageMatchOf(pathname: string): PageMatch {
  const match = matchRoute(pathname);
  if (!match) return { routeId: undefined, params: {}, owner: 'shell', isPage: false };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return {
    routeId: match.route.id,
    params: match.params,
    owner: match.route.owner,
    isPage: pageDeclarationOf(match.route.id)?.isPage(path) ?? false,
  };
}

export interface PageMatch {
  /** The route's id (shared-contracts ROUTES); undefined: no route has the path. */
  readonly routeId: string | undefined;
  /** The route's parameters (its wildcard as `*`): what the page's head reads its item from. */
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly owner: PageOwner;
  readonly isPage: boolean;
}

/** True when `pathname` is a page of the route list (an item of a content page may still be missing). */
export function isPagePath(pathname: string): boolean {
  return pageMatchOf(pathname).isPage;
}
