/**
 * A remote's route table as the remote uses it: the routes inside a Suspense boundary (for the
 * lazy routes' first render after a navigation), the same inside the browser's router (the
 * remote's Root), and the loading and naming of a path's lazy route (lazy-route.ts) for its
 * mount, its server render and the edge.
 */
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'shared-contracts/router';
import { preloadRoute, routeChunkOf, type RemoteRoute } from './lazy-route';

export function routeTable(routes: readonly RemoteRoute[]) {
  /** The routes alone: the server's render and tests put them inside their own router. */
  function Table() {
    return (
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </Suspense>
    );
  }
  /** The routes inside the browser's router: the remote's Root. */
  function InBrowser() {
    return (
      <BrowserRouter>
        <Table />
      </BrowserRouter>
    );
  }
  return {
    Table,
    InBrowser,
    /** Loads the code of the page at a pathname, when its route is a lazy one. */
    preload: (pathname: string): Promise<void> => preloadRoute(routes, pathname),
    /** The chunk of the page at a pathname in the browser build, for the edge to send with it. */
    routeChunk: (pathname: string): string | undefined => routeChunkOf(routes, pathname),
  };
}
