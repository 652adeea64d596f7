export { ShellIntlProvider, type ShellIntlProviderProps } from './ShellIntlProvider';
export { readLocaleCookie, writeLocaleCookie } from './localeCookie';
export { useT, type Translate, type MessageValues } from './useT';
export { CATALOGUES } from './catalogues';
export type { MessageId, Messages } from './messages/pt';
