/** Routes of the standings and event pages (spec 2 "Sports"). */
import { EVENT_ROUTE } from 'shared-contracts';
import { lazyRoute, type RemoteRoute } from 'shared-contracts/remote-kit';

const StandingsPage = lazyRoute('route-sports-standings', () =>
  import(/* webpackChunkName: "route-sports-standings" */ './StandingsPage').then((m) => m.StandingsPage),
);
const EventPage = lazyRoute('route-sports-event', () =>
  import(/* webpackChunkName: "route-sports-event" */ '../event/EventPage').then((m) => m.EventPage),
);

export const standingsRoutes: readonly RemoteRoute[] = [
  { path: '/sports/standings', element: <StandingsPage /> },
  { path: '/sports/standings/:id', element: <StandingsPage /> },
  { path: '/sports/standings/:name/:id', element: <StandingsPage /> },
  { path: EVENT_ROUTE, element: <EventPage /> },
];
