/** Routes of the scores pages (spec 2 "Sports": /sports/scores/..., favourites' scores routes). */
import { lazyRoute, type RemoteRoute } from 'shared-contracts/remote-kit';

const SportsPage = lazyRoute('route-sports-scores', () =>
  import(/* webpackChunkName: "route-sports-scores" */ '../SportsPage').then((m) => m.SportsPage),
);
const ScoresPage = lazyRoute('route-sports-scores', () =>
  import(/* webpackChunkName: "route-sports-scores" */ './ScoresPage').then((m) => m.ScoresPage),
);
const FollowedScoresPage = lazyRoute('route-sports-scores', () =>
  import(/* webpackChunkName: "route-sports-scores" */ './FollowedScoresPage').then(
    (m) => m.FollowedScoresPage,
  ),
);

/** The sports landing, also the page of any other path of this remote. */
export { SportsPage };

export const scoresRoutes: readonly RemoteRoute[] = [
  { path: '/sports', element: <SportsPage /> },
  { path: '/esportes', element: <SportsPage /> },
  { path: '/sports/scores/*', element: <ScoresPage /> },
  ...['myscores', 'scores'].flatMap((last) => [
    { path: `/favorites/${last}`, element: <FollowedScoresPage /> },
    { path: `/favorites/:name/${last}`, element: <FollowedScoresPage /> },
    { path: `/favorites/:name/:selected/${last}`, element: <FollowedScoresPage /> },
  ]),
];
