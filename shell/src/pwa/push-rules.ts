/**
 * Where the push token is asked for (spec 4 "Push permission", spec 6): never on iOS mobile
 * browsers or in web views; on browsers other than Chrome (and Chromium-based ones) only on
 * XiaoMi's, unless the reader already made a choice here. Pure, for the shell and the bell.
 */
import { COOKIES, isWebView, readCookie } from 'shared-contracts';

export const isIosMobile = (userAgent: string): boolean => /\b(iPhone|iPad|iPod)\b/.test(userAgent);

// Chromium-based browsers count as Chrome (HeadlessChrome too: no word boundary before it).
const isChrome = (userAgent: string): boolean => /(Chrome|CriOS|Chromium)\//.test(userAgent);
const isXiaomi = (userAgent: string): boolean => /XiaoMi|MiuiBrowser|\bMI [0-9]|Redmi/i.test(userAgent);

export type PushChoice = 'granted' | 'denied' | undefined;

export function mayRequestPush(userAgent: string, storedChoice: PushChoice): boolean {
  if (isIosMobile(userAgent) || isWebView(userAgent)) return false;
  if (storedChoice) return true;
  return isChrome(userAgent) || isXiaomi(userAgent);
}

/**
 * Whether the re-check once the page is interactive (push.ts `recheckPush`) has anything to do:
 * a device token held here, or a permission granted on an earlier visit. A reader with neither
 * (every first visit) never downloads the push flow until they tap a bell.
 */
export function hasPushToRecheck(cookie: string, permission: string | undefined): boolean {
  return readCookie(cookie, COOKIES.deviceToken) !== undefined || permission === 'granted';
}
