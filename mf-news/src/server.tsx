/**
 * The news remote's server entry (built into `server/index.js` of its version folder): home, the
 * feed tabs that are the same for every reader, article pages and search results are rendered on
 * the server by the edge; the browser hydrates them. The search pages' code is a chunk of its own
 * in the browser: the render loads it first, and the browser loads it before hydrating.
 * "Para você" and "Seguindo" depend on the reader's follows and history, so they render in the
 * browser.
 */
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { NewsRouteTable, preloadNewsRoute } from './routes/NewsRoutes';

export const { handles, render } = createServerRender({
  remote: 'mf-news',
  cacheKey: 'news',
  slot: 'page',
  messages,
  pages: [
    '/',
    '/feed/headlines/:selected?',
    '/feed/recent/:selected?',
    '/:post/news_stories/*',
    '/:post/videos/*',
    '/media/*',
    '/search/*',
  ],
  preload: preloadNewsRoute,
  render: (url) => (
    <StaticRouter location={url}>
      <NewsRouteTable />
    </StaticRouter>
  ),
});
