import { readCookie } from 'shared-contracts';
import { writeCookie } from './cookies';

afterEach(() => {
  document.cookie = 'shell_test=; Max-Age=0; Path=/';
});

describe('writeCookie', () => {
  it('writes a cookie that reads back', () => {
    writeCookie('shell_test', 'sim', { maxAgeSeconds: 60 });
    expect(readCookie(document.cookie, 'shell_test')).toBe('sim');
  });
});
