/**
 * The news remote's server entry (built into `server/index.js` of its version folder): it renders
 * the pages its declaration names (shared-contracts/src/pages/news-pages.ts: which and why); the
 * browser hydrates them. Route groups whose code is a chunk of its own in the browser are loaded
 * first by the render, and by the browser before hydrating.
 */
import { NEWS_PAGES } from 'shared-contracts/pages';
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { NewsRouteTable, newsRouteChunk, preloadNewsRoute } from './routes/NewsRoutes';

export const { handles, render, routeChunk } = createServerRender({
  remote: 'mf-news',
  cacheKey: 'news',
  slot: 'page',
  messages,
  pages: NEWS_PAGES,
  preload: preloadNewsRoute,
  routeChunk: newsRouteChunk,
  render: (url) => (
    <StaticRouter location={url}>
      <NewsRouteTable />
    </StaticRouter>
  ),
});
