/**
 * Routes of the favourites' standings (spec 2 "Favorites": /favorites/{name?}/{selected?}/mystandings
 * and /standings). Both show the reader's followed leagues, as the scores twins do.
 */
import { lazyRoute, type RemoteRoute } from 'shared-contracts/remote-kit';

const MyStandingsPage = lazyRoute('route-sports-favorites', () =>
  import(/* webpackChunkName: "route-sports-favorites" */ './MyStandingsPage').then((m) => m.MyStandingsPage),
);

export const favoritesRoutes: readonly RemoteRoute[] = ['mystandings', 'standings'].flatMap((last) => [
  { path: `/favorites/${last}`, element: <MyStandingsPage /> },
  { path: `/favorites/:name/${last}`, element: <MyStandingsPage /> },
  { path: `/favorites/:name/:selected/${last}`, element: <MyStandingsPage /> },
]);
