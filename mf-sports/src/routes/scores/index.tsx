/** Routes of the scores pages (spec 2 "Sports": /sports/scores/...). */
import { Route } from 'react-router';
import { SportsPage } from '../SportsPage';

export const scoresRoutes = (
  <>
    <Route path="/sports" element={<SportsPage />} />
    <Route path="/esportes" element={<SportsPage />} />
    <Route path="/sports/scores/*" element={<SportsPage />} />
  </>
);
