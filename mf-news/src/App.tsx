/** The news remote's page application: single-spa lifecycles for every route ROUTES gives mf-news. */
import { defineRemote } from 'shared-contracts/remote-kit';
import { messages } from './i18n/messages';
import { NewsRoutes, preloadNewsRoute } from './routes/NewsRoutes';

export const { bootstrap, mount, unmount, update } = defineRemote({
  cacheKey: 'news',
  slot: 'page',
  messages,
  Root: NewsRoutes,
  preload: preloadNewsRoute,
});
