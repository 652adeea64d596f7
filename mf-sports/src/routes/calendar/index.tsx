/**
 * Routes of the calendar (spec 2 "Calendar": /calendar/{context?}/{id?} for the events tab and
 * /calendar/standings/{context?}/{id?}). The scores pages' own calendar drop-down
 * (/sports/scores/.../calendar) stays with the scores routes (DateNav).
 */
import { Route } from 'shared-contracts/router';
import { CalendarPage } from './CalendarPage';

export const calendarRoutes = (
  <>
    <Route path="/calendar" element={<CalendarPage tab="events" />} />
    <Route path="/calendar/:context" element={<CalendarPage tab="events" />} />
    <Route path="/calendar/:context/:id" element={<CalendarPage tab="events" />} />
    <Route path="/calendar/standings" element={<CalendarPage tab="standings" />} />
    <Route path="/calendar/standings/:context" element={<CalendarPage tab="standings" />} />
    <Route path="/calendar/standings/:context/:id" element={<CalendarPage tab="standings" />} />
  </>
);
