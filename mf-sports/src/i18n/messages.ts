/** The sports remote's catalogue: the common messages plus each feature's own file. */
import type { Locale } from 'shared-contracts';
import type { Messages } from 'shared-contracts/remote-kit';
import { common } from './common';
import { pages } from './pages';
import { scores } from './scores';
import { standings } from './standings';

const merge = (locale: Locale): Messages => ({
  ...common[locale],
  ...scores[locale],
  ...standings[locale],
  ...pages[locale],
});

export const messages: Record<Locale, Messages> = { pt: merge('pt'), en: merge('en'), es: merge('es') };
