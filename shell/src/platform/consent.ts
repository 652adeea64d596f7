/**
 * What the reader agreed to, as the parts of the shell that need it ask (spec 4 "Push permission
 * … needs cookie consent"): the push prompts' purpose of the signed consent cookie (docs/adr/014).
 * The consent service (consent/consent-service.ts) reads the cookie; this names the question.
 */
import { allows } from 'shared-contracts';
import { consentIn } from '../consent/consent-service';

export function mayAskForPush(cookieString: string): boolean {
  return allows(consentIn(cookieString), 'push');
}
