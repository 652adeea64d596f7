import { returnTarget } from './session';

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
});
