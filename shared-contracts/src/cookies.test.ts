import { readCookie } from './cookies';

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

  it('gives an undecodable value as it is', () => {
    expect(readCookie('b=100%', 'b')).toBe('100%');
  });

  it('answers undefined for an absent cookie or an empty string', () => {
    expect(readCookie('a=1', 'b')).toBeUndefined();
    expect(readCookie('', 'b')).toBeUndefined();
  });
});
