/** The TV remote's page application: single-spa lifecycles for /tv and /tv/videos/*. */
import { defineRemote } from 'shared-contracts/remote-kit';
import { messages } from './i18n/messages';
import { TvRoutes } from './routes/TvRoutes';

export const { bootstrap, mount, unmount, update } = defineRemote({
  cacheKey: 'tv',
  slot: 'page',
  messages,
  Root: TvRoutes,
});
