/**
 * The sports remote's server entry (built into `server/index.js` of its version folder): it
 * renders the pages its declaration names (shared-contracts/src/pages/sports-pages.ts), in the
 * reader's time zone; the browser hydrates them and then keeps the scores live.
 */
import { SPORTS_PAGES } from 'shared-contracts/pages';
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { preloadSportsRoute, SportsRouteTable, sportsRouteChunk } from './routes/SportsRoutes';

export const { handles, render, routeChunk } = createServerRender({
  remote: 'mf-sports',
  cacheKey: 'sports',
  slot: 'page',
  messages,
  pages: SPORTS_PAGES,
  preload: preloadSportsRoute,
  routeChunk: sportsRouteChunk,
  render: (url) => (
    <StaticRouter location={url}>
      <SportsRouteTable />
    </StaticRouter>
  ),
});
