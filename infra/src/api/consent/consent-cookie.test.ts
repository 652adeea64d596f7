import { CONSENT_POLICY_VERSION, type ConsentState } from 'shared-contracts';
import { createServerKeys } from '../keys/server-keys';
import { consentCookies, signConsent, verifyConsent } from './consent-cookie';

const keys = createServerKeys('s3cret-s3cret-s3cret-s3cret-s3cret-1');
const otherKeys = createServerKeys('another-secret-another-secret-another-2');
const guest = 'AAAAAAAAAAAAAAAAAAAAAA';
const state: ConsentState = {
  choices: { measurement: true, ads: false, push: true },
  policyVersion: CONSENT_POLICY_VERSION,
  decidedAt: 1_767_225_600,
};

describe('the consent cookie', () => {
  it('reads back what the server signed for this guest id', () => {
    expect(verifyConsent(keys, signConsent(keys, state, guest), guest)).toEqual(state);
  });

  it('refuses a value a script wrote or changed, another key signed, or another guest id holds', () => {
    const value = signConsent(keys, state, guest);
    expect([
      verifyConsent(keys, value.replace('m1a0p1', 'm1a1p1'), guest),
      verifyConsent(otherKeys, value, guest),
      verifyConsent(keys, value, 'BBBBBBBBBBBBBBBBBBBBBB'),
      verifyConsent(keys, value, null),
      verifyConsent(keys, `${value.slice(0, -1)}x`, guest),
      verifyConsent(keys, 'yes', guest),
      verifyConsent(keys, undefined, guest),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('forgets a choice made under an older policy', () => {
    const old = signConsent(keys, { ...state, policyVersion: CONSENT_POLICY_VERSION - 1 }, guest);
    expect(verifyConsent(keys, old, guest)).toBeUndefined();
  });

  it('is readable by scripts, kept a year, and clears the cookie it replaced', () => {
    const [cookie, legacy] = consentCookies('v', true);
    expect(cookie).toBe('onda_consent=v; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(legacy).toBe('onda_cookies_accepted=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });
});
