/**
 * The TV remote's server entry (built into `server/index.js` of its version folder): the TV start
 * and the video pages (shared-contracts/src/pages/tv-pages.ts) arrive as HTML (poster, title,
 * description, the gallery, the browser's own video of the clip); the browser hydrates them and
 * plays that video; video.js (loaded with import()) takes over when the reader uses the player.
 */
import { TV_PAGES } from 'shared-contracts/pages';
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { TvRouteTable } from './routes/TvRoutes';

export const { handles, render } = createServerRender({
  remote: 'mf-tv',
  cacheKey: 'tv',
  slot: 'page',
  messages,
  pages: TV_PAGES,
  render: (url) => (
    <StaticRouter location={url}>
      <TvRouteTable />
    </StaticRouter>
  ),
});
