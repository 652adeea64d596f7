/**
 * The data-bonus programme in the browser (spec 1, 4 "Rewards", 9): 50 MB for reading 3 stories or
 * videos. The server counts the reads it served (GET tagger/pre_reward); the browser keeps only
 * hints (which ids it saw read, the landing's tracking) and the rules of when to ask again.
 */
import {
  BONUS_MEGABYTES,
  CAMPAIGN_ARTICLES,
  conditionsOf,
  hidesRewardIcon,
  progressOf,
  type RewardConditions,
  type RewardStatus,
} from 'shared-contracts';

export { BONUS_MEGABYTES, conditionsOf, hidesRewardIcon, progressOf };
export const ARTICLES_REQUIRED = CAMPAIGN_ARTICLES;

/**
 * How soon after a counted read ('article.read') the widget asks the server again. The 10 s a
 * video needs (spec 4, 9) are already behind: the page sends the read beacon only after them,
 * and the server checks them (docs/adr/010).
 */
export const COUNTED_READ_DELAY_MS = 100;
/** Spec 8, 9: after 10 s a submission offers to give up ('too long'). */
export const TOO_LONG_MS = 10_000;

export interface Progress {
  readonly read: number;
  readonly required: number;
  /** 0 to 100. */
  readonly percent: number;
}

export const NO_PROGRESS: Progress = { read: 0, required: ARTICLES_REQUIRED, percent: 0 };

/** The progress the widget shows: the server's numbers. */
export function progressFrom(status: RewardStatus | undefined): Progress {
  if (!status) return NO_PROGRESS;
  return {
    read: status.done.articles.number,
    required: status.conditions.articles,
    percent: status.percent,
  };
}

/**
 * Adds a read to the ids seen (spec 4: articles counted by distinct id; spec 5: a type whose
 * condition is 0 is ignored). `added` is false for a repeat.
 */
export function addRead(
  ids: readonly string[],
  id: string,
  conditions: RewardConditions,
): { ids: string[]; added: boolean } {
  if (conditions.articles === 0 || ids.includes(id)) return { ids: [...ids], added: false };
  return { ids: [...ids, id], added: true };
}

/**
 * Where the final button goes (spec 4): the marketing store link for the reader's device when the
 * campaign has one, else the sports page.
 */
export function finalTarget(
  store: { readonly ios: string; readonly android: string } | null,
  userAgent: string,
): { readonly href: string; readonly external: boolean } {
  if (store) {
    if (/iPhone|iPad|iPod|Macintosh/i.test(userAgent)) return { href: store.ios, external: true };
    if (/Android/i.test(userAgent)) return { href: store.android, external: true };
  }
  return { href: '/sports', external: false };
}
