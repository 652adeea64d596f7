import { isAccountPath, pageRememberingHere, pageReturningTo, signInReturningTo } from './account-paths';

describe('account links that come back (spec 4, spec 5)', () => {
  it('builds the sign-in link that comes back', () => {
    expect(signInReturningTo('/accounts/user/signedin/entities')).toBe(
      '/accounts/user?redirect=%2Faccounts%2Fuser%2Fsignedin%2Fentities',
    );
    expect(pageReturningTo('/accounts/user', '/x', { error: 'SOCIAL_DENIED' })).toBe(
      '/accounts/user?error=SOCIAL_DENIED&redirect=%2Fx',
    );
  });

  it('remembers the page a sign-up was asked from', () => {
    expect(pageRememberingHere('/accounts/user/signup-email', '/favorites/Premier%20League/feed')).toBe(
      '/accounts/user/signup-email?redirect=%2Ffavorites%2FPremier%2520League%2Ffeed',
    );
    expect(pageRememberingHere('/accounts/user', '/sports/standings?league=1')).toBe(
      '/accounts/user?redirect=%2Fsports%2Fstandings%3Fleague%3D1',
    );
  });

  it('remembers nothing from home or an account page', () => {
    for (const here of [
      '/',
      '/?tab=1',
      '',
      '/accounts/user/signedout',
      '/invalid_token',
      '/reset_password?t=x',
    ])
      expect(pageRememberingHere('/accounts/user', here)).toBe('/accounts/user');
    expect(isAccountPath('/accounts')).toBe(true);
    expect(isAccountPath('/accountsx')).toBe(false);
  });
});
