/** The sports remote's entry: single-spa lifecycles for its page application. */
import { defineRemote } from 'shared-contracts/remote-kit';
import { messages } from './i18n/messages';
import { preloadSportsRoute, SportsRoutes } from './routes/SportsRoutes';

export const { bootstrap, mount, unmount, update } = defineRemote({
  cacheKey: 'sports',
  slot: 'page',
  messages,
  Root: SportsRoutes,
  preload: preloadSportsRoute,
});
