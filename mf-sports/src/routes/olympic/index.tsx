/** Route of the Olympic results (spec 2 "Discover": /discover/olympic/{feed}/{id}, one topic node). */
import { lazyRoute, type RemoteRoute } from 'shared-contracts/remote-kit';

const OlympicPage = lazyRoute('route-sports-olympic', () =>
  import(/* webpackChunkName: "route-sports-olympic" */ './OlympicPage').then((m) => m.OlympicPage),
);

export const olympicRoutes: readonly RemoteRoute[] = [
  { path: '/discover/olympic/:feed/:id', element: <OlympicPage /> },
];
