/**
 * The accounts API calls of this remote (docs/contracts.md "Accounts API"). Answers are checked
 * against their schemas; cookie-signed calls carry the CSRF header the platform's client adds.
 * After a call that signs the reader in or out, the page asks the shell to re-read the session
 * ('session.refresh') or to sign out ('session.signOut'): the shell owns the session.
 */
import {
  safeReturnPath,
  WIRE_CHECKS,
  type ApiClient,
  type ApiResult,
  type AuthUser,
  type Locale,
  type SocialProvidersResponse,
} from 'shared-contracts';

/** The user as the browser checks it (no created_at: wire.schemas.ts). */
export type SessionUser = Omit<AuthUser, 'created_at'>;

export async function signIn(
  api: ApiClient,
  email: string,
  password: string,
): Promise<ApiResult<SessionUser>> {
  const result = await api.request('v3/auth/sign_in', {
    method: 'POST',
    body: { email: email.trim(), password },
    check: WIRE_CHECKS.AuthSessionResponse,
  });
  return result.ok ? { ...result, data: result.data.data } : result;
}

export async function signUp(
  api: ApiClient,
  input: { email: string; password: string; passwordConfirmation: string; locale: Locale },
): Promise<ApiResult<SessionUser>> {
  const result = await api.request('v3/auth', {
    method: 'POST',
    body: {
      email: input.email.trim(),
      password: input.password,
      password_confirmation: input.passwordConfirmation,
      locale: input.locale,
    },
    check: WIRE_CHECKS.AuthSessionResponse,
  });
  return result.ok ? { ...result, data: result.data.data } : result;
}

/** E-mails a reset link; `returnPath` is where the reader goes once the new password is set. */
export function requestPasswordReset(
  api: ApiClient,
  email: string,
  locale: Locale,
  returnPath?: string,
): Promise<ApiResult<unknown>> {
  return api.request('v3/auth/password', {
    method: 'POST',
    body: { email: email.trim(), locale, ...(returnPath ? { redirect_url: returnPath } : {}) },
    check: WIRE_CHECKS.AuthOkResponse,
  });
}

/** Whether an e-mailed reset token is still good; answers where to go after the reset. */
export async function checkResetToken(
  api: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<ApiResult<string>> {
  const result = await api.request('v3/auth/password/reset', {
    query: { reset_password_token: token },
    check: WIRE_CHECKS.ResetTokenResponse,
    signal,
  });
  return result.ok ? { ...result, data: result.data.redirect_path } : result;
}

/** Sets a new password with the e-mailed token (single use); the reader is signed in after it. */
export async function confirmPasswordReset(
  api: ApiClient,
  token: string,
  password: string,
  passwordConfirmation: string,
): Promise<ApiResult<{ user: SessionUser; redirectPath: string }>> {
  const result = await api.request('v3/auth/password/reset', {
    method: 'PUT',
    body: { reset_password_token: token, password, password_confirmation: passwordConfirmation },
    check: WIRE_CHECKS.ResetConfirmResponse,
  });
  return result.ok
    ? { ...result, data: { user: result.data.data, redirectPath: result.data.redirect_path } }
    : result;
}

export function changePassword(
  api: ApiClient,
  input: { current: string; password: string; passwordConfirmation: string },
): Promise<ApiResult<unknown>> {
  return api.request('v3/auth/password', {
    method: 'PUT',
    body: {
      current_password: input.current,
      password: input.password,
      password_confirmation: input.passwordConfirmation,
    },
    check: WIRE_CHECKS.AuthOkResponse,
  });
}

/** Ends every session of the account, this browser's included. */
export function signOutEverywhere(api: ApiClient): Promise<ApiResult<unknown>> {
  return api.request('v3/auth/sessions', { method: 'DELETE', check: WIRE_CHECKS.AuthOkResponse });
}

/** Deletes the account with its follows, likes and reads. */
export function deleteAccount(api: ApiClient): Promise<ApiResult<unknown>> {
  return api.request('v3/auth', { method: 'DELETE', body: {}, check: WIRE_CHECKS.AuthOkResponse });
}

/** The social-login providers configured on the server (none: no buttons). */
export function loadSocialProviders(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ApiResult<SocialProvidersResponse>> {
  return api.request('v3/auth/providers', { check: WIRE_CHECKS.SocialProvidersResponse, signal });
}

/**
 * The link that starts a social login with `provider`: back to `returnPath` (a site path, checked
 * again by the server). The guest's follows and likes come along from the guest id cookie the
 * browser sends with it (never a URL parameter: docs/adr/010).
 */
export function socialStartHref(provider: string, returnPath: string): string {
  const query = new URLSearchParams({ return: safeReturnPath(returnPath) });
  return `/api/v3/auth/${encodeURIComponent(provider)}/start?${query.toString()}`;
}
