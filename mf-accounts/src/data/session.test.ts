import { returnTarget, signInHref, withReturn } from './session';

describe('returnTarget', () => {
  it('goes to the profile when no path was remembered', () => {
    expect(returnTarget(null)).toBe('/accounts/user/signedin/profile');
    expect(returnTarget('')).toBe('/accounts/user/signedin/profile');
  });

  it('comes back to a path of this site, query included', () => {
    expect(returnTarget('/favorites/Premier%20League/feed?page=2')).toBe(
      '/favorites/Premier%20League/feed?page=2',
    );
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /sports',
    '/sports\n',
    'evil.example',
    '/<script>',
  ])('sends %j home', (path) => {
    expect(returnTarget(path)).toBe('/');
  });

  it('does not come back to the sign-in page itself', () => {
    expect(returnTarget('/accounts/user')).toBe('/accounts/user/signedin/profile');
    expect(returnTarget('/accounts/user?login=1', '/')).toBe('/');
  });

  it('builds the sign-in link that comes back', () => {
    expect(signInHref('/accounts/user/signedin/entities')).toBe(
      '/accounts/user?redirect=%2Faccounts%2Fuser%2Fsignedin%2Fentities',
    );
  });
});

describe('withReturn', () => {
  it('remembers the page a sign-up was asked from', () => {
    expect(withReturn('/accounts/user/signup-email', '/favorites/Premier%20League/feed')).toBe(
      '/accounts/user/signup-email?redirect=%2Ffavorites%2FPremier%2520League%2Ffeed',
    );
  });

  it('remembers nothing from home or an account page', () => {
    expect(withReturn('/accounts/user', '/')).toBe('/accounts/user');
    expect(withReturn('/accounts/user', '/?tab=1')).toBe('/accounts/user');
    expect(withReturn('/accounts/user', '/accounts/user/signedout')).toBe('/accounts/user');
    expect(withReturn('/accounts/user', '/invalid_token')).toBe('/accounts/user');
  });
});
