import { accessFrom, isUnsafeMethod } from './access';

const TOKEN = 'a'.repeat(43);

describe('accessFrom', () => {
  it('reads the devise_token_auth headers', () => {
    expect(accessFrom({ 'access-token': TOKEN, client: 'c1', uid: 'ana@exemplo.com' }, undefined)).toEqual({
      via: 'headers',
      token: TOKEN,
      client: 'c1',
      uid: 'ana@exemplo.com',
    });
  });

  it('reads a bearer token', () => {
    expect(accessFrom({ authorization: `Bearer ${TOKEN}` }, undefined)).toEqual({
      via: 'headers',
      token: TOKEN,
      client: undefined,
      uid: undefined,
    });
  });

  it('prefers headers over the cookie, and takes a well-formed cookie alone', () => {
    expect(accessFrom({ 'access-token': 'x' }, TOKEN)?.via).toBe('headers');
    expect(accessFrom({}, TOKEN)).toEqual({ via: 'cookie', token: TOKEN });
  });

  it('ignores a missing or malformed cookie and other authorization schemes', () => {
    expect(accessFrom({}, undefined)).toBeNull();
    expect(accessFrom({}, 'short')).toBeNull();
    expect(accessFrom({ authorization: 'Basic abc' }, undefined)).toBeNull();
  });

  it('knows which methods change state', () => {
    expect(isUnsafeMethod('GET')).toBe(false);
    expect(isUnsafeMethod('HEAD')).toBe(false);
    expect(isUnsafeMethod('POST')).toBe(true);
    expect(isUnsafeMethod('DELETE')).toBe(true);
  });
});
