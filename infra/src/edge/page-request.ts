/**
 * The first step of a page request (page-handler.ts): what was asked, read once from the request
 * and used by every later step — the path, the form answer it carries, the language, the time
 * zone, the lite and Save-Data wishes, and the route's owner and whether the path is a page.
 */
import type { FastifyRequest } from 'fastify';
import {
  COOKIES,
  DEFAULT_TIME_ZONE,
  isNewsStoryRoute,
  isTimeZone,
  localeFromSearch,
  readCookie,
  toLocale,
  type Locale,
  type PageOwner,
} from 'shared-contracts';
import { formAnswerOf, type FormAnswer } from './form-posts';
import { wantsLite } from './lite-page';
import { pageMatchOf } from './page-paths';

export interface PageRequest {
  readonly pathname: string;
  readonly search: string;
  /** pathname + search: the URL the page is rendered for. */
  readonly path: string;
  /** A form post the page answers (form-posts.ts): the page again, with what the reader typed. */
  readonly answer: FormAnswer | undefined;
  /** The language the URL asks for (?lang=, its hreflang alternate), if any. */
  readonly askedLocale: Locale | undefined;
  /** The page's language: the URL's, else the reader's cookie. */
  readonly locale: Locale;
  readonly timeZone: string;
  /** The route's id (shared-contracts ROUTES), matched once; undefined: no route has the path. */
  readonly routeId: string | undefined;
  /** The route's parameters, from the same match. */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The page's kind for metrics and logs: its route id, or `other`. */
  readonly kind: string;
  /** The app that owns the route. */
  readonly owner: PageOwner;
  /** Whether the path is one of the owner's pages (page-paths.ts); not: the 404 page. */
  readonly isPage: boolean;
  /** An article path: Save-Data readers may get its lite page, so caches keep the two apart. */
  readonly litePath: boolean;
  /** A TV path: the player is told the reader saves data (no autoplay, lowest quality). */
  readonly tvPath: boolean;
  /** The request says `Save-Data: on`. */
  readonly saveData: boolean;
  /** The lite page is wanted (an article path, with Save-Data or ?lite). */
  readonly liteWanted: boolean;
}

/** Reads the page request; `canServeLite`: a lite page can be made (a loader is configured). */
export function pageRequestOf(req: FastifyRequest, canServeLite: boolean): PageRequest {
  // Parse the raw path ourselves: `new URL('//host/x', base)` would read '//host' as a host.
  const [pathname = '/', rawQuery] = req.url.split('?', 2);
  const search = rawQuery === undefined ? '' : `?${rawQuery}`;
  const cookie = req.headers.cookie ?? '';
  const askedLocale = localeFromSearch(search);
  const timeZoneCookie = readCookie(cookie, COOKIES.timeZone);
  const match = pageMatchOf(pathname);
  // Whether the answer depends on Save-Data: a news story's page, found or not.
  const litePath = isNewsStoryRoute(match.routeId, pathname);
  return {
    pathname,
    search,
    path: pathname + search,
    answer: formAnswerOf(req),
    askedLocale,
    locale: askedLocale ?? toLocale(readCookie(cookie, COOKIES.locale)),
    timeZone: isTimeZone(timeZoneCookie) ? timeZoneCookie : DEFAULT_TIME_ZONE,
    routeId: match.routeId,
    params: match.params,
    kind: match.routeId ?? 'other',
    owner: match.owner,
    isPage: match.isPage,
    litePath,
    tvPath: pathname === '/tv' || pathname.startsWith('/tv/'),
    saveData: wantsLite(req.headers['save-data'], ''),
    liteWanted: litePath && canServeLite && wantsLite(req.headers['save-data'], search),
  };
}
