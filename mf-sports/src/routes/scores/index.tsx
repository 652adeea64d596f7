/** Routes of the scores pages (spec 2 "Sports": /sports/scores/..., favourites' scores routes). */
import { Route } from 'shared-contracts/router';
import { SportsPage } from '../SportsPage';
import { FollowedScoresPage } from './FollowedScoresPage';
import { ScoresPage } from './ScoresPage';

export const scoresRoutes = (
  <>
    <Route path="/sports" element={<SportsPage />} />
    <Route path="/esportes" element={<SportsPage />} />
    <Route path="/sports/scores/*" element={<ScoresPage />} />
    <Route path="/favorites/myscores" element={<FollowedScoresPage />} />
    <Route path="/favorites/:name/myscores" element={<FollowedScoresPage />} />
    <Route path="/favorites/:name/:selected/myscores" element={<FollowedScoresPage />} />
    <Route path="/favorites/scores" element={<FollowedScoresPage />} />
    <Route path="/favorites/:name/scores" element={<FollowedScoresPage />} />
    <Route path="/favorites/:name/:selected/scores" element={<FollowedScoresPage />} />
  </>
);
