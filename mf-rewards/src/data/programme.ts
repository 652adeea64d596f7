/**
 * The data-bonus programme (spec 1, 9): 50 MB of data for reading 3 articles or videos. Reads are
 * not counted yet: the rewards issue adds counting ('article.read' on the bus), so progress stays
 * at zero here rather than showing a number nobody earned.
 */
export const BONUS_MEGABYTES = 50;
export const ARTICLES_REQUIRED = 3;

export interface Progress {
  readonly read: number;
  readonly required: number;
  /** 0 to 100. */
  readonly percent: number;
}

export const NO_PROGRESS: Progress = { read: 0, required: ARTICLES_REQUIRED, percent: 0 };

/** Paths on which the reward icon is hidden (spec 2: a path containing jj_december). */
export const hidesRewardIcon = (pathname: string): boolean => pathname.includes('jj_december');
