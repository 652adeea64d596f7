/** Routes of the standings, calendar, league news and event pages (spec 2 "Sports", "Calendar"). */
import { Route } from 'react-router';
import { SportsPage } from '../SportsPage';

export const standingsRoutes = (
  <>
    <Route path="/sports/standings/*" element={<SportsPage />} />
    <Route path="/calendar/*" element={<SportsPage />} />
  </>
);
