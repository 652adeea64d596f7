/** The header's rewards gift icon and popup, mounted by the shell into its 'rewards' slot (WIDGETS). */
import { defineRemote } from 'shared-contracts/remote-kit';
import { messages } from './i18n/messages';
import { RewardsWidget } from './components/RewardsWidget';

export const { bootstrap, mount, unmount, update } = defineRemote({
  cacheKey: 'rewardswidget',
  slot: 'rewards',
  messages,
  Root: RewardsWidget,
});
