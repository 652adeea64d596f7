/**
 * What the page can tell of the reader's part in the data-bonus programme before the rewards
 * remote loads, from the hints that remote stores (mf-rewards data/useRewards.ts) and the landing's
 * address: the install banner (spec 4) and the rewards widget's first-use loading (WidgetSlot).
 */
import { STORAGE, trackingFromSearch } from 'shared-contracts';

type Store = Pick<Storage, 'getItem'> | undefined;

/** Spec 4: "shown … when a rewards campaign is active": the reader came by a campaign's link. */
export function campaignActive(search: string, storage: Store): boolean {
  if (Object.keys(trackingFromSearch(search)).length > 0) return true;
  return /"tracking":\{"[a-z_]+":/.test(storage?.getItem(STORAGE.rewards) ?? '');
}

/** Spec 4: the banner hides "once at least one article has been read" (the rewards widget's hint). */
export function articleReadBefore(storage: Store): boolean {
  return /"value":\["/.test(storage?.getItem(STORAGE.rewardsDoneArticles) ?? '');
}

/** The reader already takes part: came by a campaign's link, or read a story the widget counted. */
export const takesPartInRewards = (search: string, storage: Store): boolean =>
  campaignActive(search, storage) || articleReadBefore(storage);
