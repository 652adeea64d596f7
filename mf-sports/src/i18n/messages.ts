/**
 * The sports remote's catalogue: the common messages plus each feature's own file. pt is the
 * default and the fallback (spec 1); en and es must have exactly the same keys (each feature file's
 * types and messages.test.ts check it).
 */
import { createUseT, type Catalogues, type Translate } from 'shared-contracts/remote-kit';
import { common } from './common';
import { eventMessages } from './event';
import { pages } from './pages';
import { scores } from './scores';
import { standings } from './standings';

/** Every feature file's pt keys are part of the catalogue's type, so useT knows them all. */
const pt = { ...common.pt, ...scores.pt, ...standings.pt, ...eventMessages.pt, ...pages.pt };

export type MessageId = keyof typeof pt;

/** pt in the page; en and es fetched for readers of those languages only (remote-kit catalogues.ts). */
export const messages: Catalogues = {
  pt,
  en: () => import(/* webpackChunkName: "i18n-en" */ './en').then((module) => module.en),
  es: () => import(/* webpackChunkName: "i18n-es" */ './es').then((module) => module.es),
};

/** Whether an id made at run time (from an API value) names a message of the catalogue. */
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(pt, id);

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<typeof pt>();

/** What useT returns, for the pure helpers that render texts outside a component. */
export type T = Translate<MessageId>;
