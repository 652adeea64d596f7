import { redirectOf } from './redirects';
import { matchRoute } from './routes';

const routeOf = (pathname: string) => matchRoute(pathname)?.route.id;

describe('routes that redirect', () => {
  it('send /old home', () => {
    expect(redirectOf(routeOf('/old'), '')).toBe('/');
  });

  it.each([
    ['?path=%2Fsports%2Fscores', '/sports/scores'],
    ['?path=/feed/home?page=2', '/feed/home?page=2'],
    ['?path=//evil.example', '/'],
    ['?path=https://evil.example/', '/'],
    ['?path=/%5Cevil.example', '/'],
    ['?path=javascript:alert(1)', '/'],
    ['', '/'],
  ])('send /site_redirect%s to %s', (search, target) => {
    expect(redirectOf(routeOf('/site_redirect'), search)).toBe(target);
  });

  it('leave every page alone', () => {
    for (const path of ['/', '/sports/scores', '/about.html', '/accounts/user'])
      expect(redirectOf(routeOf(path), '?path=/tv')).toBeUndefined();
    expect(redirectOf(undefined, '')).toBeUndefined();
  });
});
