/**
 * Which paths are pages (spec 2 "Route list"), so a path that is none answers 404 instead of a
 * soft 404 (the not-found page with 200). The route table of shared-contracts gives each path its
 * owner, often with a wildcard (`/accounts/*`); this narrows every route to the sub-paths the spec
 * lists, plus the owner's own pages the product links to (/sports/feed, /sports/event/{name}/{id}).
 * Whether a content page's item exists is the page heads' part (heads/index.ts).
 */
import { compilePattern, EVENT_ROUTE, matchRoute, type PageOwner } from 'shared-contracts';

type SubPaths = (pathname: string) => boolean;

/** Any of these react-router style patterns, matched as exactly as the route table does. */
const patterns = (...paths: string[]): SubPaths => {
  const regexes = paths.map((path) => compilePattern(path).regex);
  return (pathname) => regexes.some((regex) => regex.test(pathname));
};

const always: SubPaths = () => true;
/** Routes that exist to show "not found" (spec 2 "404 page"; /error/content_not_found). */
const never: SubPaths = () => false;

const segmentsAfter = (prefix: number, pathname: string): string[] =>
  pathname.split('/').filter(Boolean).slice(prefix);

const FEED_TABS = new Set(['headlines', 'home', 'myfeed', 'recent']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string): boolean => {
  const time = Date.parse(`${value}T12:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/**
 * /sports/scores/{name?}/{id?}/{date?}/calendar? (spec 2 "Sports"; the date defaults to today), and
 * a league's games in play: /sports/scores/{name?}/{id}/live or /state (the id may be 'live' too).
 */
const scores = (pathname: string): boolean => {
  const parts = segmentsAfter(2, pathname);
  if (parts.at(-1) === 'calendar') parts.pop();
  else if (parts.length === 3 && (parts[2] === 'live' || parts[2] === 'state')) parts.pop();
  const last = parts.at(-1);
  if (last !== undefined && DATE.test(last)) {
    if (!isRealDate(last)) return false;
    parts.pop();
  }
  return parts.length <= 2;
};

/** /sitemap/{year}/{month}/{day}: numbers of a real date. */
const sitemap = (pathname: string): boolean => {
  const [year, month, day, ...extra] = segmentsAfter(1, pathname);
  if (extra.length > 0) return false;
  if (year === undefined) return true;
  if (!/^\d{4}$/.test(year)) return false;
  if (month === undefined) return true;
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) return false;
  if (day === undefined) return true;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return /^\d{1,2}$/.test(day) && isRealDate(iso);
};

/** The sub-paths of every route id of shared-contracts' ROUTES (a test keeps the two in step). */
export const PAGE_SUB_PATHS: Readonly<Record<string, SubPaths>> = {
  notFound: never,
  notSupported: always,
  comingSoon: always,
  external: always,
  siteRedirect: always,
  pwa: always,
  old: always,
  about: always,
  privacy: always,
  terms: always,
  readLater: always,
  accounts: patterns(
    '/accounts/user',
    '/accounts/user/forgotpassword',
    '/accounts/user/signedin',
    '/accounts/user/signedin/entities',
    '/accounts/user/signedin/profile',
    '/accounts/user/signedout',
    '/accounts/user/signup-email',
    '/accounts/user/signup-password',
  ),
  resetPassword: always,
  invalidToken: always,
  campaign: always,
  sportsHome: (pathname) =>
    patterns('/sports', '/sports/feed/:name?/:id?', '/sports/standings/:name?/:id?', EVENT_ROUTE)(pathname) ||
    (/^\/sports\/scores(\/|$)/i.test(pathname) && scores(pathname)),
  esportes: always,
  calendar: patterns('/calendar/standings/:context?/:id?', '/calendar/:context?/:id?'),
  favoritesMyScores: always,
  favoritesMyStandings: always,
  favoritesScores: always,
  favoritesStandings: always,
  olympic: always,
  tv: patterns('/tv', '/tv/videos/:post?/:category?/:title?/:id'),
  home: always,
  feed: (pathname) => FEED_TABS.has(segmentsAfter(1, pathname)[0] ?? ''),
  newArticles: patterns('/newarticles/:name?/:selected?/feed'),
  // The spec's comma form keeps the feed's context and id in one segment ({context},{id},…).
  discover: patterns(
    '/discover',
    '/discover/:crumbs/label/:context',
    '/discover/:crumbs/feed/:context',
    '/discover/:crumbs/feed/:context/:id',
  ),
  // /search/trending/{query?}, /search/{sort?}/{query?}, /search/{sort?}/{type?}/{key?} and the
  // followed-profile and free-text forms: at most three segments.
  search: patterns('/search/:a?/:b?/:c?'),
  favorites: patterns('/favorites', '/favorites/indexold', '/favorites/:name?/:selected?/feed'),
  sitemap,
  contentNotFound: never,
  // The content routes' item is looked up by their page head: any shape may name one.
  media: always,
  newsStory: always,
  videoStory: always,
};

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
    isPage: PAGE_SUB_PATHS[match.route.id]?.(path) ?? false,
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
