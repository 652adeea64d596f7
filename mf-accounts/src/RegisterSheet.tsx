/** The registration bottom sheet, mounted by the shell into its 'register-sheet' slot (WIDGETS). */
import { defineRemote } from 'shared-contracts/remote-kit';
import { messages } from './i18n/messages';
import { RegisterSheet } from './components/RegisterSheet';

export const { bootstrap, mount, unmount, update } = defineRemote({
  cacheKey: 'accountssheet',
  slot: 'register-sheet',
  messages,
  Root: RegisterSheet,
});
