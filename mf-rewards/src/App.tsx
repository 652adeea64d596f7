/** The rewards remote's page application: the data-bonus campaign landing (/jej). */
import { defineRemote } from 'shared-contracts/remote-kit';
import { messages } from './i18n/messages';
import { RewardsRoutes } from './routes/RewardsRoutes';

export const { bootstrap, mount, unmount, update } = defineRemote({
  cacheKey: 'rewards',
  slot: 'page',
  messages,
  Root: RewardsRoutes,
});
