/** The accounts remote's page application: sign-in, sign-up, password reset and account pages. */
import { defineRemote } from 'shared-contracts/remote-kit';
import { messages } from './i18n/messages';
import { AccountsRoutes } from './routes/AccountsRoutes';

export const { bootstrap, mount, unmount, update } = defineRemote({
  cacheKey: 'accounts',
  slot: 'page',
  messages,
  Root: AccountsRoutes,
});
