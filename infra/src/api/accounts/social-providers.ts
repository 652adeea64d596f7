/**
 * Social-login providers (spec 4 "Login"), configured by OIDC_PROVIDERS: a JSON array, one entry
 * per provider. An OpenID Connect provider names its `issuer` (endpoints by discovery, ID token
 * checked); a plain OAuth 2 provider such as Facebook names its three endpoints instead, and its
 * user-info answer (Graph API `/me?fields=id,name,email,picture`) supplies the subject. Pure.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const HttpUrl = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2048 });

export const ProviderConfigSchema = Type.Object(
  {
    /** The path segment: /api/v3/auth/<id>/start. */
    id: Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' }),
    /** Shown on the sign-in button ("Google", "Facebook"). */
    name: Type.String({ minLength: 1, maxLength: 60 }),
    issuer: Type.Optional(HttpUrl),
    authorization_endpoint: Type.Optional(HttpUrl),
    token_endpoint: Type.Optional(HttpUrl),
    userinfo_endpoint: Type.Optional(HttpUrl),
    client_id: Type.String({ minLength: 1, maxLength: 512 }),
    client_secret: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    /** Default: "openid email profile" with an issuer, "email public_profile" without. */
    scope: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type ProviderConfig = Static<typeof ProviderConfigSchema>;

const ProvidersSchema = Type.Array(ProviderConfigSchema, { maxItems: 20 });

/** The providers of OIDC_PROVIDERS, or the reason it cannot be used. */
export function parseProviders(text: string | undefined): ProviderConfig[] | { problem: string } {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'is not JSON' };
  }
  if (!Value.Check(ProvidersSchema, value)) {
    const first = Value.Errors(ProvidersSchema, value).First();
    return { problem: `has a bad value at ${first?.path ?? '/'}: ${first?.message ?? ''}` };
  }
  const ids = new Set<string>();
  for (const provider of value) {
    if (ids.has(provider.id)) return { problem: `names provider "${provider.id}" twice` };
    ids.add(provider.id);
    const endpoints = [provider.authorization_endpoint, provider.token_endpoint, provider.userinfo_endpoint];
    if (!provider.issuer && endpoints.some((endpoint) => endpoint === undefined))
      return {
        problem: `provider "${provider.id}" needs an issuer or authorization, token and userinfo endpoints`,
      };
  }
  return value;
}

/** The scope asked for: OpenID Connect needs "openid"; Facebook knows "email public_profile". */
export const scopeOf = (provider: ProviderConfig): string =>
  provider.scope ?? (provider.issuer ? 'openid email profile' : 'email public_profile');

export interface SocialProfile {
  readonly subject: string;
  readonly email: string;
  readonly name?: string;
  readonly picture?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The profile in an ID token's claims or a user-info answer (OpenID `sub`, Facebook `id`;
 * Facebook's picture is `{ data: { url } }`). 'no-subject' or 'no-email' when the provider did not
 * say who it is, or gave no e-mail or one it marks unverified (`email_verified: false`).
 */
export function profileOf(info: Record<string, unknown>): SocialProfile | 'no-subject' | 'no-email' {
  const subject = text(info.sub) ?? (typeof info.id === 'number' ? String(info.id) : text(info.id));
  if (!subject) return 'no-subject';
  const email = text(info.email);
  if (!email || info.email_verified === false || info.email_verified === 'false') return 'no-email';
  const picture = info.picture as { data?: { url?: unknown } } | string | undefined;
  return {
    subject,
    email,
    name: text(info.name),
    picture: typeof picture === 'string' ? text(picture) : text(picture?.data?.url),
  };
}
