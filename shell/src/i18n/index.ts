export { ShellIntlProvider, type ShellIntlProviderProps } from './ShellIntlProvider';
export { readLocaleCookie, writeLocaleCookie } from './localeCookie';
export { addCatalogues, catalogueOf, loadCatalogue, useT } from './catalogues';
export type { MessageValues } from 'shared-contracts/remote-kit';
export type { MessageId, Messages } from './messages/pt';
