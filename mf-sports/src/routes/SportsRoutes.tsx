/**
 * The sports remote's route table. Each section is a chunk of its own (scores, standings, the
 * event page, the calendar, league news, the favourites' standings, the Olympic results), so a
 * page loads only its own code. The edge names the page's chunk among its first scripts
 * (`sportsRouteChunk`); the server's render and the browser's hydration load it first
 * (`preloadSportsRoute`).
 */
import { routeTable, type RemoteRoute } from 'shared-contracts/remote-kit';
import { calendarRoutes } from './calendar';
import { favoritesRoutes } from './favorites';
import { newsRoutes } from './news';
import { olympicRoutes } from './olympic';
import { scoresRoutes, SportsPage } from './scores';
import { standingsRoutes } from './standings';

export const SPORTS_ROUTES: readonly RemoteRoute[] = [
  ...scoresRoutes,
  ...standingsRoutes,
  ...calendarRoutes,
  ...newsRoutes,
  ...favoritesRoutes,
  ...olympicRoutes,
  { path: '*', element: <SportsPage /> },
];

/**
 * The table inside the browser's router (the remote's Root) and alone (the server's render, tests);
 * the loading of a page's chunk before its render, and its name for the edge.
 */
export const {
  Table: SportsRouteTable,
  InBrowser: SportsRoutes,
  preload: preloadSportsRoute,
  routeChunk: sportsRouteChunk,
} = routeTable(SPORTS_ROUTES);
