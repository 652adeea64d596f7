/**
 * Routes of the favourites' standings (spec 2 "Favorites": /favorites/{name?}/{selected?}/mystandings
 * and /standings). Both show the reader's followed leagues, as the scores twins do.
 */
import { Route } from 'shared-contracts/router';
import { MyStandingsPage } from './MyStandingsPage';

export const favoritesRoutes = (
  <>
    {['mystandings', 'standings'].flatMap((last) => [
      <Route key={`0${last}`} path={`/favorites/${last}`} element={<MyStandingsPage />} />,
      <Route key={`1${last}`} path={`/favorites/:name/${last}`} element={<MyStandingsPage />} />,
      <Route key={`2${last}`} path={`/favorites/:name/:selected/${last}`} element={<MyStandingsPage />} />,
    ])}
  </>
);
