/**
 * The sports remote's pages (spec 2 "Sports"): the scores landing, a day's or a league's scores,
 * standings, calendars, event pages, a league's news, the Olympic results and the favourites'
 * scores and standings. All but the calendars render on the server, in the reader's time zone
 * (the time zone cookie); the pages of the reader's own follows render their frame (the browser
 * fills it in), so none reads the reader.
 */
import { EVENT_ROUTE } from '../sports-paths';
import { always, DATE, isRealDate, patterns, segmentsAfter, type OwnerPages } from './declare';

/**
 * /sports/scores/{name?}/{id?}/{date?}/calendar? (the date defaults to today), and a league's games
 * in play: /sports/scores/{name?}/{id}/live or /state (the id may be 'live' too).
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

const sportsHome = patterns(
  '/sports',
  '/sports/feed/:name?/:id?',
  '/sports/standings/:name?/:id?',
  EVENT_ROUTE,
);

/** The favourites' scores or standings ({last}), of every follow or of one. */
const favourites = (last: string) => ({
  isPage: always,
  server: [`/favorites/${last}`, `/favorites/:name/${last}`, `/favorites/:name/:selected/${last}`],
});

export const SPORTS_PAGES: OwnerPages = {
  owner: 'mf-sports',
  zoned: true,
  pages: {
    sportsHome: {
      isPage: (pathname) =>
        sportsHome(pathname) || (/^\/sports\/scores(\/|$)/i.test(pathname) && scores(pathname)),
      server: [
        '/sports',
        '/sports/scores/*',
        '/sports/standings',
        '/sports/standings/:id',
        '/sports/standings/:name/:id',
        EVENT_ROUTE,
        '/sports/feed',
        '/sports/feed/:id',
        '/sports/feed/:name/:id',
      ],
    },
    esportes: { isPage: always, server: ['/esportes'] },
    calendar: { isPage: patterns('/calendar/standings/:context?/:id?', '/calendar/:context?/:id?') },
    favoritesMyScores: favourites('myscores'),
    favoritesMyStandings: favourites('mystandings'),
    favoritesScores: favourites('scores'),
    favoritesStandings: favourites('standings'),
    olympic: { isPage: always, server: ['/discover/olympic/:feed/:id'] },
  },
};
