/**
 * The OAuth 2 / OpenID Connect client of social login, over openid-client (an ESM-only package:
 * Node loads it with require(esm), Jest transforms it, see jest.config.js). Builds the provider
 * redirect with state, nonce and PKCE (S256), exchanges the code, and reads the user info.
 * Providers' metadata is discovered once and kept; a failed discovery is retried next time.
 */
import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import { profileOf, scopeOf, type ProviderConfig, type SocialProfile } from './social-providers';

/** What the start step remembers for the callback (kept in a short-lived HttpOnly cookie). */
export interface PendingLogin {
  readonly state: string;
  readonly nonce?: string;
  readonly verifier: string;
}

export class SocialRefused extends Error {
  constructor(
    readonly reason: 'state' | 'refused' | 'no-email',
    cause?: unknown,
  ) {
    super(`social login refused: ${reason}`, { cause });
    this.name = 'SocialRefused';
  }
}

export interface SocialClient {
  start(redirectUri: string): Promise<{ url: string; pending: PendingLogin }>;
  /** The profile behind the callback URL the provider sent the browser to. */
  finish(callbackUrl: URL, pending: PendingLogin): Promise<SocialProfile>;
  /** The profile an access token obtained elsewhere (the app's Facebook SDK) belongs to. */
  profileOfToken(accessToken: string): Promise<SocialProfile>;
}

/** Graph API `appsecret_proof`: HMAC-SHA256 of the access token keyed by the app secret, hex. */
export const appSecretProof = (accessToken: string, secret: string): string =>
  createHmac('sha256', secret).update(accessToken, 'utf8').digest('hex');

const plainHttp = (url: string | undefined) => url?.startsWith('http://') ?? false;

export function createSocialClient(provider: ProviderConfig): SocialClient {
  const isOidc = provider.issuer !== undefined;
  const insecure =
    plainHttp(provider.issuer) || plainHttp(provider.token_endpoint) || plainHttp(provider.userinfo_endpoint);
  const auth = provider.client_secret ? oidc.ClientSecretPost(provider.client_secret) : oidc.None();
  let configuration: Promise<oidc.Configuration> | undefined;

  function configurationOf(): Promise<oidc.Configuration> {
    configuration ??= (async () => {
      if (provider.issuer) {
        return oidc.discovery(new URL(provider.issuer), provider.client_id, undefined, auth, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        });
      }
      const config = new oidc.Configuration(
        {
          issuer: new URL(provider.authorization_endpoint ?? '').origin,
          authorization_endpoint: provider.authorization_endpoint,
          token_endpoint: provider.token_endpoint,
          userinfo_endpoint: provider.userinfo_endpoint,
        },
        provider.client_id,
        undefined,
        auth,
      );
      if (insecure) oidc.allowInsecureRequests(config);
      return config;
    })();
    configuration.catch(() => {
      configuration = undefined;
    });
    return configuration;
  }

  async function userInfo(config: oidc.Configuration, accessToken: string, subject?: string) {
    if (isOidc) {
      const info = await oidc.fetchUserInfo(config, accessToken, subject ?? oidc.skipSubjectCheck);
      return info as Record<string, unknown>;
    }
    // Plain OAuth 2 (Facebook's Graph API): the fields must be asked for.
    const url = new URL(provider.userinfo_endpoint ?? '');
    if (!url.searchParams.has('fields')) url.searchParams.set('fields', 'id,name,email,picture');
    // Facebook's proof that the token was issued to this app, not to another one of the user's.
    if (provider.client_secret)
      url.searchParams.set('appsecret_proof', appSecretProof(accessToken, provider.client_secret));
    const response = await oidc.fetchProtectedResource(config, accessToken, url, 'GET');
    if (!response.ok) throw new SocialRefused('refused');
    return (await response.json()) as Record<string, unknown>;
  }

  const profile = (info: Record<string, unknown>): SocialProfile => {
    const found = profileOf(info);
    if (found === 'no-email') throw new SocialRefused('no-email');
    if (found === 'no-subject') throw new SocialRefused('refused');
    return found;
  };

  return {
    async start(redirectUri) {
      const config = await configurationOf();
      const verifier = oidc.randomPKCECodeVerifier();
      const pending: PendingLogin = {
        state: oidc.randomState(),
        verifier,
        ...(isOidc ? { nonce: oidc.randomNonce() } : {}),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: scopeOf(provider),
        state: pending.state,
        ...(pending.nonce ? { nonce: pending.nonce } : {}),
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pending };
    },

    async finish(callbackUrl, pending) {
      const config = await configurationOf();
      if (callbackUrl.searchParams.get('state') !== pending.state) throw new SocialRefused('state');
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          ...(pending.nonce ? { expectedNonce: pending.nonce } : {}),
          idTokenExpected: isOidc,
        });
      } catch (error) {
        throw new SocialRefused('refused', error);
      }
      const claims = tokens.claims();
      const info = await userInfo(config, tokens.access_token, claims?.sub).catch((error: unknown) => {
        if (error instanceof SocialRefused) throw error;
        throw new SocialRefused('refused', error);
      });
      return profile({ ...claims, ...info });
    },

    async profileOfToken(accessToken) {
      const config = await configurationOf();
      const info = await userInfo(config, accessToken).catch((error: unknown) => {
        if (error instanceof SocialRefused) throw error;
        throw new SocialRefused('refused', error);
      });
      return profile(info);
    },
  };
}
