/** The header's search drop-down, mounted by the shell into its 'search' slot (WIDGETS). */
import { defineRemote } from 'shared-contracts/remote-kit';
import { messages } from './i18n/messages';
import { SearchForm } from './components/SearchForm';

export const { bootstrap, mount, unmount, update } = defineRemote({
  cacheKey: 'newssearch',
  slot: 'search',
  messages,
  Root: SearchForm,
});
