/**
 * Routes of the calendar (spec 2 "Calendar": /calendar/{context?}/{id?} for the events tab and
 * /calendar/standings/{context?}/{id?}). The scores pages' own calendar drop-down
 * (/sports/scores/.../calendar) stays with the scores routes (DateNav).
 */
import { lazyRoute, type RemoteRoute } from 'shared-contracts/remote-kit';

const CalendarPage = lazyRoute('route-sports-calendar', () =>
  import(/* webpackChunkName: "route-sports-calendar" */ './CalendarPage').then((m) => m.CalendarPage),
);

export const calendarRoutes: readonly RemoteRoute[] = [
  { path: '/calendar', element: <CalendarPage tab="events" /> },
  { path: '/calendar/:context', element: <CalendarPage tab="events" /> },
  { path: '/calendar/:context/:id', element: <CalendarPage tab="events" /> },
  { path: '/calendar/standings', element: <CalendarPage tab="standings" /> },
  { path: '/calendar/standings/:context', element: <CalendarPage tab="standings" /> },
  { path: '/calendar/standings/:context/:id', element: <CalendarPage tab="standings" /> },
];
