import { COOKIES } from 'shared-contracts';
import { mintPsid, verifyPsid } from '../api/guest-id';
import { createServerKeys } from '../api/keys/server-keys';
import { guestCookieOf, pageReaderCookies } from './page-reader';

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

describe('cookies of a page load', () => {
  it('set nothing for a reader with a valid guest id, consent or not', () => {
    const cookie = `${COOKIES.psid}=${mintPsid(keys)}; ${COOKIES.consent}=1.m1a1p1.1767225600.${'s'.repeat(32)}`;
    expect(pageReaderCookies(keys, cookie, false)).toEqual([]);
  });

  it('drop a consent signed for the guest id they replace', () => {
    const stale = `${COOKIES.psid}=old-client-id; ${COOKIES.consent}=1.m1a1p1.1767225600.${'s'.repeat(32)}`;
    const [guest, consent, ...rest] = pageReaderCookies(keys, stale, false);
    expect([guest?.startsWith(`${COOKIES.psid}=`), consent, rest]).toEqual([
      true,
      `${COOKIES.consent}=; Max-Age=0; Path=/; SameSite=Lax`,
      [],
    ]);
    expect(pageReaderCookies(keys, undefined, false)).toHaveLength(1);
  });
});
