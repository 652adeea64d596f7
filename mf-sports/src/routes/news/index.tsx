/** Routes of the league news pages (spec 2 "Sports": /sports/feed/{name?}/{id}). */
import { Route } from 'shared-contracts/router';
import { LeagueNewsPage } from './LeagueNewsPage';

export const newsRoutes = (
  <>
    <Route path="/sports/feed" element={<LeagueNewsPage />} />
    <Route path="/sports/feed/:id" element={<LeagueNewsPage />} />
    <Route path="/sports/feed/:name/:id" element={<LeagueNewsPage />} />
  </>
);
