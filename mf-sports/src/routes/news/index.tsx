/** Routes of the league news pages (spec 2 "Sports": /sports/feed/{name?}/{id}). */
import { lazyRoute, type RemoteRoute } from 'shared-contracts/remote-kit';

const LeagueNewsPage = lazyRoute('route-sports-news', () =>
  import(/* webpackChunkName: "route-sports-news" */ './LeagueNewsPage').then((m) => m.LeagueNewsPage),
);

export const newsRoutes: readonly RemoteRoute[] = [
  { path: '/sports/feed', element: <LeagueNewsPage /> },
  { path: '/sports/feed/:id', element: <LeagueNewsPage /> },
  { path: '/sports/feed/:name/:id', element: <LeagueNewsPage /> },
];
