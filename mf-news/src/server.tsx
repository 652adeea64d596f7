/**
 * The news remote's server entry (built into `server/index.js` of its version folder): home, the
 * feed tabs that are the same for every reader, article pages, search (results and trending),
 * discover, the sitemap pages and the favourites pages are rendered on the server by the edge;
 * the browser hydrates them. Route groups whose code is a chunk of its own in the browser are
 * loaded first by the render, and by the browser before hydrating. None reads the reader: the
 * favourites tree is every reader's (the reader's follows join in the browser), and the pages of
 * the reader's own follows or saved stories render their frame (the browser fills it in).
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
    '/search',
    '/search/*',
    '/discover',
    '/discover/*',
    '/sitemap',
    '/sitemap/*',
    '/favorites',
    '/favorites/*',
    '/newarticles/*',
    '/error/content_not_found',
    '/accounts/user/signedin/saved',
  ],
  preload: preloadNewsRoute,
  render: (url) => (
    <StaticRouter location={url}>
      <NewsRouteTable />
    </StaticRouter>
  ),
});
