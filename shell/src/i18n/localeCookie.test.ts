import { COOKIES } from 'shared-contracts';
import { readLocaleCookie, writeLocaleCookie } from './localeCookie';

afterEach(() => {
  document.cookie = `${COOKIES.locale}=; Max-Age=0; Path=/`;
});

describe('readLocaleCookie', () => {
  it('reads a supported locale among other cookies', () => {
    expect(readLocaleCookie(`a=1; ${COOKIES.locale}=es; b=2`)).toBe('es');
  });

  it('ignores an unsupported value', () => {
    expect(readLocaleCookie(`${COOKIES.locale}=fr`)).toBeUndefined();
  });

  it('returns undefined without the cookie', () => {
    expect(readLocaleCookie('other=pt')).toBeUndefined();
  });
});

describe('writeLocaleCookie', () => {
  it('stores the locale so that it can be read back', () => {
    writeLocaleCookie('en');
    expect(readLocaleCookie(document.cookie)).toBe('en');
  });
});
