/**
 * The consent cookie's signature (shared-contracts/consent.ts; docs/adr/014): the server signs the
 * choice it stored together with the guest id it issued to that browser (api/guest-id.ts), so what
 * it reads back is its own word for this device, not what a script wrote or copied from another
 * browser. HMAC-SHA256 with the server's consent key (keys/server-keys.ts), compared in constant
 * time. A guest id the server re-issues (a new secret) leaves the old choice unsigned: asked again.
 */
import {
  COOKIES,
  CONSENT_COOKIE_MAX_AGE,
  consentPayload,
  currentConsent,
  LEGACY_CONSENT_COOKIE,
  parseConsentValue,
  type ConsentState,
} from 'shared-contracts';
import { sameMac, type ServerKeys } from '../keys/server-keys';

const signatureOf = (keys: ServerKeys, guestId: string, payload: string): string =>
  keys.mac('consent', `${guestId}|${payload}`).slice(0, 32);

/** The cookie's value for a choice stored for the guest id `guestId` (its id part). */
export function signConsent(keys: ServerKeys, state: ConsentState, guestId: string): string {
  const payload = consentPayload(state);
  return `${payload}.${signatureOf(keys, guestId, payload)}`;
}

/**
 * The reader's choice when the value is one the server signed, under the current policy, for this
 * guest id; undefined otherwise (no guest id: no choice either).
 */
export function verifyConsent(
  keys: ServerKeys,
  value: string | undefined,
  guestId: string | null,
): ConsentState | undefined {
  const parsed = parseConsentValue(value);
  const state = currentConsent(parsed);
  if (!parsed || !state || !guestId) return undefined;
  return sameMac(signatureOf(keys, guestId, parsed.payload), parsed.signature) ? state : undefined;
}

const flagsOf = (secure: boolean): string => `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * Set-Cookie values for a stored choice: the consent cookie (readable by the page's scripts, which
 * decide what may run; SameSite=Lax so the banner's form post keeps it) and the removal of the
 * cookie it replaced.
 */
export function consentCookies(value: string, secure: boolean): string[] {
  const flags = flagsOf(secure);
  return [
    `${COOKIES.consent}=${value}; Max-Age=${CONSENT_COOKIE_MAX_AGE}; ${flags}`,
    `${LEGACY_CONSENT_COOKIE}=; Max-Age=0; ${flags}`,
  ];
}

/** Removes a consent cookie that belonged to a guest id the server replaced (the banner asks again). */
export const clearedConsentCookie = (secure: boolean): string =>
  `${COOKIES.consent}=; Max-Age=0; ${flagsOf(secure)}`;
