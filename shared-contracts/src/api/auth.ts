/**
 * Accounts (spec 2 "Accounts", 4 "Login", 5, 7 "Auth"): sign-up, sign-in, sign-out, password
 * reset and change, account deletion. Answers follow devise_token_auth: a successful sign-in
 * sends the access headers (access-token, client, uid, token-type, expiry) and sets the session
 * cookies (auth-constants.ts). docs/contracts.md "Accounts API" lists the endpoints.
 */
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, MAIL_LOCALES, PASSWORD_MAX_LENGTH } from './auth-constants';

/** E-mail as typed: its format is checked by the server (EMAIL_INVALID with spec 5's text). */
const EmailField = Type.String({ maxLength: EMAIL_MAX_LENGTH });
/** Password as typed: its length is checked by the server (PASSWORD_TOO_SHORT). */
const PasswordField = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
const DeviceTokenField = Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()]));
export const MailLocaleSchema = Type.Union(MAIL_LOCALES.map((locale) => Type.Literal(locale)));
/** Language of the e-mails; default: the Accept-Language header, else pt. */
const LocaleField = Type.Optional(MailLocaleSchema);

/** The signed-in user (spec 3 "User"). */
export const AuthUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  /** devise_token_auth uid: the e-mail for e-mail accounts. */
  uid: Type.String(),
  provider: Type.Literal('email'),
  locale: MailLocaleSchema,
  /** ISO 8601. */
  created_at: Type.String(),
});
export type AuthUser = Static<typeof AuthUserSchema>;

/** What the guest had and was moved into the account at sign-in or sign-up (PSID header). */
export const MergedSchema = Type.Object({
  follows: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  reads: Type.Integer({ minimum: 0 }),
  shares: Type.Integer({ minimum: 0 }),
});
export type Merged = Static<typeof MergedSchema>;

/** POST /api/v3/auth: sign-up. */
export const SignUpBodySchema = Type.Object({
  email: EmailField,
  password: PasswordField,
  /** When given, must equal password (PASSWORD_MISMATCH). */
  password_confirmation: Type.Optional(PasswordField),
  device_token: DeviceTokenField,
  locale: LocaleField,
});
export type SignUpBody = Static<typeof SignUpBodySchema>;

/** POST /api/v3/auth/sign_in. */
export const SignInBodySchema = Type.Object({
  email: EmailField,
  password: PasswordField,
  device_token: DeviceTokenField,
});
export type SignInBody = Static<typeof SignInBodySchema>;

/** Answer of sign-up, sign-in and reset confirmation (plus the access headers and cookies). */
export const AuthSessionResponseSchema = Type.Object({
  status: Type.Literal('success'),
  data: AuthUserSchema,
  merged: MergedSchema,
});
export type AuthSessionResponse = Static<typeof AuthSessionResponseSchema>;

/** Answer of calls that only confirm (sign-out, deletion, password change, reset request). */
export const AuthOkResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** Sessions ended by the call (sign-out everywhere, password change, reset). */
  revoked: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type AuthOkResponse = Static<typeof AuthOkResponseSchema>;

/** POST /api/v3/auth/password: e-mail a reset link. */
export const ResetRequestBodySchema = Type.Object({
  email: EmailField,
  /** Where the reader goes after the new password is set: a site path only, else home. */
  redirect_url: Type.Optional(Type.String({ maxLength: 2048 })),
  locale: LocaleField,
});
export type ResetRequestBody = Static<typeof ResetRequestBodySchema>;

/** GET /api/v3/auth/password/reset?reset_password_token=: is the e-mailed token still good? */
export const ResetTokenQuerySchema = Type.Object({
  reset_password_token: Type.String({ minLength: 1, maxLength: 128 }),
});
export const ResetTokenResponseSchema = Type.Object({
  valid: Type.Literal(true),
  /** The safe redirect path given with the request ('/' when none or unsafe). */
  redirect_path: Type.String(),
});

/** PUT /api/v3/auth/password/reset: set a new password with the e-mailed token (single use). */
export const ResetConfirmBodySchema = Type.Object({
  reset_password_token: Type.String({ minLength: 1, maxLength: 128 }),
  password: PasswordField,
  password_confirmation: Type.Optional(PasswordField),
  device_token: DeviceTokenField,
});
export type ResetConfirmBody = Static<typeof ResetConfirmBodySchema>;
export const ResetConfirmResponseSchema = Type.Object({
  ...AuthSessionResponseSchema.properties,
  redirect_path: Type.String(),
});
export type ResetConfirmResponse = Static<typeof ResetConfirmResponseSchema>;

/** PUT /api/v3/auth/password: change the password of the signed-in user. */
export const ChangePasswordBodySchema = Type.Object({
  current_password: PasswordField,
  password: PasswordField,
  password_confirmation: Type.Optional(PasswordField),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** DELETE /api/v3/auth: delete the account and all its data (spec 7: device_token). */
export const DeleteAccountBodySchema = Type.Object({ device_token: DeviceTokenField });

/** POST /api/auth/login. */
export const LoginBodySchema = Type.Object({ email: EmailField, password: PasswordField });
export type LoginBody = Static<typeof LoginBodySchema>;
/** The token is the access-token; send it as `Authorization: Bearer <token>` or `access-token`. */
export const LoginResponseSchema = Type.Object({
  token: Type.String(),
  token_type: Type.Literal('Bearer'),
  client: Type.String(),
  uid: Type.String(),
  /** Unix seconds. */
  expiry: Type.Integer(),
  user: AuthUserSchema,
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** GET /api/auth/user. */
export const CurrentUserResponseSchema = Type.Object({ user: AuthUserSchema });
export type CurrentUserResponse = Static<typeof CurrentUserResponseSchema>;

/** Access headers a call may carry (devise_token_auth), besides the session cookie. */
export const AuthHeadersSchema = Type.Object({
  'access-token': Type.Optional(Type.String({ maxLength: 256 })),
  client: Type.Optional(Type.String({ maxLength: 128 })),
  uid: Type.Optional(Type.String({ maxLength: 320 })),
  authorization: Type.Optional(Type.String({ maxLength: 300 })),
  'x-csrf-token': Type.Optional(Type.String({ maxLength: 128 })),
  psid: Type.Optional(Type.String({ maxLength: 256 })),
  device_token: Type.Optional(Type.String({ maxLength: 512 })),
});

/**
 * Passkeys (WebAuthn). Options answers are the PublicKeyCredential*OptionsJSON that
 * `navigator.credentials.create/get` take (through @simplewebauthn/browser's
 * startRegistration/startAuthentication); verify bodies are what those return.
 */
export const PasskeyOptionsResponseSchema = Type.Unknown({
  description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON',
});
const b64url = Type.String({ maxLength: 16_384 });
export const PasskeyCredentialSchema = Type.Object({
  id: Type.String({ maxLength: 1024 }),
  rawId: Type.String({ maxLength: 1024 }),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: b64url,
    attestationObject: Type.Optional(b64url),
    authenticatorData: Type.Optional(b64url),
    signature: Type.Optional(b64url),
    userHandle: Type.Optional(Type.Union([b64url, Type.Null()])),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 })),
    publicKey: Type.Optional(b64url),
    publicKeyAlgorithm: Type.Optional(Type.Integer({ minimum: -65_536, maximum: 65_535 })),
  }),
  clientExtensionResults: Type.Optional(Type.Object({})),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
});
export type PasskeyCredential = Static<typeof PasskeyCredentialSchema>;
export const PasskeyRegisteredResponseSchema = Type.Object({
  success: Type.Literal(true),
  id: Type.String(),
});

/**
 * Social login (spec 4 "Login"). GET /api/v3/auth/providers: the configured providers, for the
 * sign-in page's buttons (hidden inside web views, spec 6). The button navigates to
 * `/api/v3/auth/<id>/start?return=<site path>` (the guest's cookie comes along); the provider sends the browser
 * back through `/api/v3/auth/<id>/callback`, which signs in and redirects to the return path.
 */
export const SocialProviderSchema = Type.Object({
  id: Type.String(),
  /** The provider's name for the button ("Google", "Facebook"). */
  name: Type.String(),
});
export type SocialProvider = Static<typeof SocialProviderSchema>;
export const SocialProvidersResponseSchema = Type.Object({ providers: Type.Array(SocialProviderSchema) });
export type SocialProvidersResponse = Static<typeof SocialProvidersResponseSchema>;

/** GET /api/v3/auth/:provider/start. */
export const SocialStartQuerySchema = Type.Object({
  /** Where the reader lands once signed in: a site path only, else home. */
  return: Type.Optional(Type.String({ maxLength: 2048 })),
  /**
   * Ignored (kept so that old links still start): the guest merged is the one of the browser's
   * own `onda_psid` cookie, never one named in a URL (docs/adr/010).
   */
  psid: Type.Optional(Type.String({ maxLength: 256 })),
});

/** POST /api/v3/auth/facebook/login (spec 7): an access token from the app's Facebook SDK. */
export const FacebookLoginBodySchema = Type.Object({
  accessToken: Type.String({ minLength: 1, maxLength: 4096 }),
  device_token: DeviceTokenField,
});
export type FacebookLoginBody = Static<typeof FacebookLoginBodySchema>;
