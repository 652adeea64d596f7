/**
 * The news remote's server entry (built into `server/index.js` of its version folder): home, the
 * feed tabs that are the same for every reader and article pages are rendered on the server by
 * the edge; the browser hydrates them. "Para você" and "Seguindo" depend on the reader's
 * follows and history, so they render in the browser.
 */
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { NewsRouteTable } from './routes/NewsRoutes';

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
  ],
  render: (url) => (
    <StaticRouter location={url}>
      <NewsRouteTable />
    </StaticRouter>
  ),
});
