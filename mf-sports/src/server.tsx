/**
 * The sports remote's server entry (built into `server/index.js` of its version folder): the
 * scores landing, a day's or a league's scores, standings and event pages are rendered on the
 * server by the edge, in the reader's time zone (the time zone cookie); the browser hydrates them
 * and then keeps the scores live; so are a league's news and the Olympic results. The pages of the
 * reader's own follows (favourites' scores and standings) render their frame: none reads the
 * reader, so all can be cached.
 */
import { EVENT_ROUTE } from 'shared-contracts';
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { SportsRouteTable } from './routes/SportsRoutes';

export const { handles, render } = createServerRender({
  remote: 'mf-sports',
  cacheKey: 'sports',
  slot: 'page',
  messages,
  zoned: true,
  pages: [
    '/sports',
    '/esportes',
    '/sports/scores/*',
    '/sports/standings',
    '/sports/standings/:id',
    '/sports/standings/:name/:id',
    EVENT_ROUTE,
    '/sports/feed',
    '/sports/feed/:id',
    '/sports/feed/:name/:id',
    '/discover/olympic/:feed/:id',
    ...['myscores', 'scores', 'mystandings', 'standings'].flatMap((last) => [
      `/favorites/${last}`,
      `/favorites/:name/${last}`,
      `/favorites/:name/:selected/${last}`,
    ]),
  ],
  render: (url) => (
    <StaticRouter location={url}>
      <SportsRouteTable />
    </StaticRouter>
  ),
});
