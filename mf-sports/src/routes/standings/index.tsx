/** Routes of the standings, calendar, league news and event pages (spec 2 "Sports", "Calendar"). */
import { EVENT_ROUTE } from 'shared-contracts';
import { Route } from 'shared-contracts/router';
import { EventPage } from '../event/EventPage';
import { StandingsPage } from './StandingsPage';

export const standingsRoutes = (
  <>
    <Route path="/sports/standings" element={<StandingsPage />} />
    <Route path="/sports/standings/:id" element={<StandingsPage />} />
    <Route path="/sports/standings/:name/:id" element={<StandingsPage />} />
    <Route path={EVENT_ROUTE} element={<EventPage />} />
  </>
);
