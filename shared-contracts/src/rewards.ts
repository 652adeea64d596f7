/**
 * The data-bonus programme's rules (spec 4 "Rewards", 5, 9), shared by the server, which counts,
 * and the rewards remote, which explains. Pure functions.
 */
import type { RewardConditions, Tracking } from './api/rewards';

export const BONUS_MEGABYTES = 50;
/** Spec 4, 9: the total grows by 33 per active condition. */
export const REWARD_STEP = 33;
export const CAMPAIGN_ARTICLES = 3;

/**
 * Conditions of a campaign (spec 3 defaults: articles 1, shares 0, registration 0; spec 9:
 * 'up_december' or an aff_click_id sets articles to 3; 'shared N' and 'registration N' in the
 * campaign text set those two, 0 = off).
 */
export function conditionsOf(campaignText: string, hasAffClickId: boolean): RewardConditions {
  const text = campaignText.toLowerCase();
  const numberAfter = (word: string): number => {
    const match = new RegExp(`${word}[\\s:=_-]*(\\d{1,3})`).exec(text);
    return match ? Number(match[1]) : 0;
  };
  return {
    articles: text.includes('up_december') || hasAffClickId ? CAMPAIGN_ARTICLES : 1,
    shares: numberAfter('shared'),
    registration: numberAfter('registration'),
  };
}

export interface RewardDone {
  readonly articles: number;
  readonly shares: number;
  readonly registration: number;
}

export interface RewardProgress {
  readonly total: number;
  readonly progress: number;
  /** 0 to 100. */
  readonly percent: number;
  readonly completed: boolean;
}

/**
 * Spec 4: total = 33 per active condition; progress = Σ done/required × 33 (a condition counts at
 * most once whole; one at 0 is off and ignored); completed when progress reaches the total.
 */
export function progressOf(conditions: RewardConditions, done: RewardDone): RewardProgress {
  const pairs: [number, number][] = [
    [conditions.articles, done.articles],
    [conditions.shares, done.shares],
    [conditions.registration, done.registration],
  ];
  let total = 0;
  let progress = 0;
  for (const [required, count] of pairs) {
    if (required <= 0) continue;
    total += REWARD_STEP;
    progress += (Math.min(Math.max(count, 0), required) / required) * REWARD_STEP;
  }
  const completed = total > 0 && progress >= total - 1e-9;
  const percent = total === 0 ? 0 : Math.min(100, Math.round((progress / total) * 100));
  return { total, progress: Math.round(progress * 100) / 100, percent, completed };
}

/** Spec 2: a path containing jj_december hides the reward icon. */
export const hidesRewardIcon = (pathname: string): boolean => pathname.includes('jj_december');

/** Query parameters read on landing (spec 2); the rewards widget hands them to pre_reward. */
export const TRACKING_PARAMS = ['clickid', 'aff_click_id', 'utm_campaign'] as const;
const TRACKING_VALUE = /^[\x21-\x7e]{1,200}$/;

/** The tracking parameters of a query string (or URLSearchParams); odd values are dropped. */
export function trackingFromSearch(search: string | URLSearchParams): Tracking {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tracking: { -readonly [K in keyof Tracking]: Tracking[K] } = {};
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && TRACKING_VALUE.test(value)) tracking[name] = value;
  }
  return tracking;
}

/** Tracking as a query string ('' when none). */
export function trackingToSearch(tracking: Tracking): string {
  const params = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    const value = tracking[name];
    if (value) params.set(name, value);
  }
  return params.toString();
}

export type CouponFieldError = 'required' | 'invalidName' | 'invalidEmail';

/**
 * The coupon form's checks (spec 5 "Campaign form": required fields, invalid name, invalid e-mail;
 * exact bounds are not given): a full name is two words or more of letters (apostrophes, hyphens
 * and dots allowed), 5 to 120 characters; an e-mail is one @ between a local part and a dotted
 * domain, at most 254 characters. The server applies the same checks.
 */
export function checkCouponForm(
  fullName: string,
  email: string,
): {
  fullName?: CouponFieldError;
  email?: CouponFieldError;
} {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const mail = email.trim();
  const errors: { fullName?: CouponFieldError; email?: CouponFieldError } = {};
  if (name === '') errors.fullName = 'required';
  else if (
    name.length < 5 ||
    name.length > 120 ||
    !/^[\p{L}][\p{L}'’.-]*(?: [\p{L}][\p{L}'’.-]*)+$/u.test(name)
  )
    errors.fullName = 'invalidName';
  if (mail === '') errors.email = 'required';
  else if (mail.length > 254 || !/^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/.test(mail))
    errors.email = 'invalidEmail';
  return errors;
}

/** The stored form of a coupon e-mail: one registration per address whatever its case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
