import { readCookie, writeCookie } from './cookies';

afterEach(() => {
  document.cookie = 'shell_test=; Max-Age=0; Path=/';
});

describe('readCookie', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; b=two; c=3', 'b')).toBe('two');
  });

  it('does not match a cookie whose name only ends the same', () => {
    expect(readCookie('xb=1', 'b')).toBeUndefined();
  });

  it('decodes an encoded value', () => {
    expect(readCookie('b=ol%C3%A1', 'b')).toBe('olá');
  });
});

describe('writeCookie', () => {
  it('writes a cookie that reads back', () => {
    writeCookie('shell_test', 'sim', { maxAgeSeconds: 60 });
    expect(readCookie(document.cookie, 'shell_test')).toBe('sim');
  });
});
