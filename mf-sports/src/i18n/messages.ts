/**
 * The sports remote's catalogue: the common messages plus each feature's own file. pt is the
 * default and the fallback (spec 1); en and es must have exactly the same keys (each feature file's
 * types and messages.test.ts check it).
 */
import type { Locale } from 'shared-contracts';
import { createUseT, type Messages, type Translate } from 'shared-contracts/remote-kit';
import { common } from './common';
import { eventMessages } from './event';
import { pages } from './pages';
import { scores } from './scores';
import { standings } from './standings';

/** Every feature file's pt keys are part of the catalogue's type, so useT knows them all. */
const pt = { ...common.pt, ...scores.pt, ...standings.pt, ...eventMessages.pt, ...pages.pt };

export type MessageId = keyof typeof pt;

const merge = (locale: Exclude<Locale, 'pt'>): Record<MessageId, string> => ({
  ...common[locale],
  ...scores[locale],
  ...standings[locale],
  ...eventMessages[locale],
  ...pages[locale],
});

export const messages: Record<Locale, Messages & Record<MessageId, string>> = {
  pt,
  en: merge('en'),
  es: merge('es'),
};

/** Whether an id made at run time (from an API value) names a message of the catalogue. */
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(pt, id);

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<typeof pt>();

/** What useT returns, for the pure helpers that render texts outside a component. */
export type T = Translate<MessageId>;
