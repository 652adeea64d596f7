/**
 * The sports remote's route table. Each section is a chunk of its own (scores, standings, the
 * event page, the calendar, league news, the favourites' standings, the Olympic results), so a
 * page loads only its own code. The edge names the page's chunk among its first scripts
 * (`sportsRouteChunk`); the server's render and the browser's hydration load it first
 * (`preloadSportsRoute`).
 */
import { Suspense, type ReactElement } from 'react';
import { preloadRoute, routeChunkOf } from 'shared-contracts/remote-kit';
import { BrowserRouter, Route, Routes } from 'shared-contracts/router';
import { calendarRoutes } from './calendar';
import { favoritesRoutes } from './favorites';
import { newsRoutes } from './news';
import { olympicRoutes } from './olympic';
import { scoresRoutes, SportsPage } from './scores';
import { standingsRoutes } from './standings';

export interface SportsRoute {
  readonly path: string;
  readonly element: ReactElement;
}

export const SPORTS_ROUTES: readonly SportsRoute[] = [
  ...scoresRoutes,
  ...standingsRoutes,
  ...calendarRoutes,
  ...newsRoutes,
  ...favoritesRoutes,
  ...olympicRoutes,
  { path: '*', element: <SportsPage /> },
];

/** Loads the code of the page at `pathname` (its section's chunk). */
export const preloadSportsRoute = (pathname: string): Promise<void> => preloadRoute(SPORTS_ROUTES, pathname);

/** The chunk of the page at `pathname` in the browser build, for the edge to send with the page. */
export const sportsRouteChunk = (pathname: string): string | undefined =>
  routeChunkOf(SPORTS_ROUTES, pathname);

/** The sports remote's route table, inside the browser's router or the server's. */
export function SportsRouteTable() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {SPORTS_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </Suspense>
  );
}

/** Inner routing of the sports remote; the shell's route table sends these paths here. */
export function SportsRoutes() {
  return (
    <BrowserRouter>
      <SportsRouteTable />
    </BrowserRouter>
  );
}
