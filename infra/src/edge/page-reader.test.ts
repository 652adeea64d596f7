import { COOKIES } from 'shared-contracts';
import { mintPsid, verifyPsid } from '../api/guest-id';
import { createServerKeys } from '../api/keys/server-keys';
import { guestCookieOf } from './page-reader';

const keys = createServerKeys('k'.repeat(40));

describe('guest id cookie of a page load', () => {
  it('keeps an id the server signed', () => {
    expect(guestCookieOf(keys, `a=1; ${COOKIES.psid}=${mintPsid(keys)}`, true)).toBeUndefined();
  });

  it('issues a signed id for a missing, client-made or forged one', () => {
    const forged = `${mintPsid(keys).split('.')[0]}.${'A'.repeat(43)}`;
    for (const cookie of [
      undefined,
      'a=1',
      `${COOKIES.psid}=0f1e2d3c-aaaa-bbbb`,
      `${COOKIES.psid}=${forged}`,
    ]) {
      const set = guestCookieOf(keys, cookie, false) ?? '';
      const value = /onda_psid=([^;]+);/.exec(set)?.[1];
      expect(verifyPsid(keys, value)).not.toBeNull();
      expect(set).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Strict$/);
    }
    expect(guestCookieOf(keys, undefined, true)).toMatch(/; Secure$/);
  });

  it('does not take an id signed with another secret', () => {
    const other = createServerKeys('o'.repeat(40));
    expect(guestCookieOf(keys, `${COOKIES.psid}=${mintPsid(other)}`, false)).toBeDefined();
  });
});
