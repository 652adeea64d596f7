import { parseProviders, profileOf, scopeOf, type ProviderConfig } from './social-providers';

const google = { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', client_id: 'c' };
const facebook = {
  id: 'facebook',
  name: 'Facebook',
  authorization_endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
  token_endpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
  userinfo_endpoint: 'https://graph.facebook.com/me',
  client_id: 'c',
  client_secret: 's',
};

describe('parseProviders', () => {
  it('reads nothing as no providers, and a list of OpenID and OAuth 2 providers', () => {
    expect(parseProviders(undefined)).toEqual([]);
    expect(parseProviders(JSON.stringify([google, facebook]))).toEqual([google, facebook]);
  });

  it('names the problem of a bad value', () => {
    expect(parseProviders('[{')).toEqual({ problem: 'is not JSON' });
    expect(parseProviders(JSON.stringify([{ ...google, id: 'Bad Id' }]))).toHaveProperty('problem');
    expect(parseProviders(JSON.stringify([google, google]))).toEqual({
      problem: 'names provider "google" twice',
    });
    const { token_endpoint: _, ...noToken } = facebook;
    expect(parseProviders(JSON.stringify([noToken]))).toEqual({
      problem: 'provider "facebook" needs an issuer or authorization, token and userinfo endpoints',
    });
    expect(parseProviders(JSON.stringify([{ ...google, issuer: 'javascript:alert(1)' }]))).toHaveProperty(
      'problem',
    );
  });

  it('asks OpenID providers for openid, Facebook for its own scopes', () => {
    expect(scopeOf(google as ProviderConfig)).toBe('openid email profile');
    expect(scopeOf(facebook as ProviderConfig)).toBe('email public_profile');
  });
});

describe('profileOf', () => {
  it('reads OpenID claims and Facebook Graph answers', () => {
    expect(profileOf({ sub: 's1', email: 'a@b.co', email_verified: true, name: 'A' })).toEqual({
      subject: 's1',
      email: 'a@b.co',
      name: 'A',
      picture: undefined,
    });
    expect(
      profileOf({ id: '123', email: 'a@b.co', name: 'A', picture: { data: { url: 'https://x/p.jpg' } } }),
    ).toEqual({ subject: '123', email: 'a@b.co', name: 'A', picture: 'https://x/p.jpg' });
  });

  it('refuses no subject, no e-mail and an e-mail the provider marks unverified', () => {
    expect(profileOf({ email: 'a@b.co' })).toBe('no-subject');
    expect(profileOf({ sub: 's1' })).toBe('no-email');
    expect(profileOf({ sub: 's1', email: 'a@b.co', email_verified: false })).toBe('no-email');
  });
});
