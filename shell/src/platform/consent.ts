/**
 * What the reader agreed to, as the parts of the shell that need it ask (spec 4 "Push permission
 * … needs cookie consent"). Today one choice, the cookie banner's; when consent becomes per
 * purpose, this is the one place that reads the "push prompts" choice instead.
 */
import { COOKIES, readCookie } from 'shared-contracts';

export function mayAskForPush(cookieString: string): boolean {
  return readCookie(cookieString, COOKIES.cookieConsent) !== undefined;
}
