/**
 * The route table of spec section 2: every route, and the part of the product that owns it.
 * The shell uses it to decide which page remote single-spa mounts; each remote uses the same
 * patterns (react-router syntax: `:param`, `:param?`, trailing `*`) for its inner routing.
 */
import { SAVED_STORIES_PATH } from './form-paths';
export const PAGE_OWNERS = ['shell', 'mf-news', 'mf-sports', 'mf-tv', 'mf-accounts', 'mf-rewards'] as const;
export type PageOwner = (typeof PAGE_OWNERS)[number];

export interface RouteEntry {
  /** Stable id, also the key of the page title message (`title.<id>`). */
  readonly id: string;
  readonly owner: PageOwner;
  readonly path: string;
}

const r = (id: string, owner: PageOwner, path: string): RouteEntry => ({ id, owner, path });

/** Ordered: the first matching entry owns the path. More specific patterns come first. */
export const ROUTES: readonly RouteEntry[] = [
  // Shell's own pages (spec 2 "Simple" routes that are not a feature's).
  r('notFound', 'shell', '/404'),
  r('notSupported', 'shell', '/notsupported'),
  r('comingSoon', 'shell', '/coming_soon'),
  r('external', 'shell', '/external'),
  r('siteRedirect', 'shell', '/site_redirect'),
  r('pwa', 'shell', '/pwa'),
  r('old', 'shell', '/old'),
  r('about', 'shell', '/about.html'),
  r('privacy', 'shell', '/privacy_policy.html'),
  r('terms', 'shell', '/terms_and_conditions.html'),

  // The saved (read-later) page sits in the account area (spec 2) but read-later is a news
  // feature kept on the device (spec 4): the news remote renders it, for guests too.
  r('readLater', 'mf-news', SAVED_STORIES_PATH),

  // Accounts.
  r('accounts', 'mf-accounts', '/accounts/*'),
  r('resetPassword', 'mf-accounts', '/reset_password'),
  r('invalidToken', 'mf-accounts', '/invalid_token'),

  // Rewards campaign landing.
  r('campaign', 'mf-rewards', '/jej'),

  // Sports (before news: some favorites and discover routes belong to sports).
  r('sportsHome', 'mf-sports', '/sports/*'),
  r('esportes', 'mf-sports', '/esportes'),
  r('calendar', 'mf-sports', '/calendar/*'),
  r('favoritesMyScores', 'mf-sports', '/favorites/:name?/:selected?/myscores'),
  r('favoritesMyStandings', 'mf-sports', '/favorites/:name?/:selected?/mystandings'),
  r('favoritesScores', 'mf-sports', '/favorites/:name?/:selected?/scores'),
  r('favoritesStandings', 'mf-sports', '/favorites/:name?/:selected?/standings'),
  r('olympic', 'mf-sports', '/discover/olympic/:feed/:id'),

  // TV.
  r('tv', 'mf-tv', '/tv/*'),

  // News.
  r('home', 'mf-news', '/'),
  r('feed', 'mf-news', '/feed/:tab/:selected?'),
  r('newArticles', 'mf-news', '/newarticles/*'),
  r('discover', 'mf-news', '/discover/*'),
  r('search', 'mf-news', '/search/*'),
  r('favorites', 'mf-news', '/favorites/*'),
  r('sitemap', 'mf-news', '/sitemap/*'),
  r('contentNotFound', 'mf-news', '/error/content_not_found'),
  r('media', 'mf-news', '/media/*'),
  r('newsStory', 'mf-news', '/:post/news_stories/*'),
  r('videoStory', 'mf-news', '/:post/videos/*'),
];

interface Compiled {
  readonly entry: RouteEntry;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const escape = (s: string): string => s.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** Compiles a react-router style pattern into an anchored regular expression. */
export function compilePattern(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      names.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += '/' + escape(segment);
    }
  }
  return { regex: new RegExp(`^${source || '/'}/?$`, 'i'), names };
}

const compiled: readonly Compiled[] = ROUTES.map((entry) => ({ entry, ...compilePattern(entry.path) }));

export interface RouteMatch {
  readonly route: RouteEntry;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The entry that owns `pathname`, or undefined when no route matches (the shell's 404). */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { entry, regex, names } of compiled) {
    const m = regex.exec(path);
    if (!m) continue;
    const params: Record<string, string | undefined> = {};
    names.forEach((name, i) => {
      const raw = m[i + 1];
      params[name] = raw === undefined ? undefined : safeDecode(raw);
    });
    return { route: entry, params };
  }
  return undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Which page owner renders `pathname`; unknown paths belong to the shell (404 page). */
export function ownerOf(pathname: string): PageOwner {
  return matchRoute(pathname)?.route.owner ?? 'shell';
}
