/**
 * Passkeys (docs/contracts.md "Accounts API", WebAuthn): the API gives the options, the browser's
 * authenticator answers them through @simplewebauthn/browser, loaded only when a reader uses a
 * passkey (a chunk of its own), and the API verifies the answer. A reader who cancels the browser's
 * prompt gets PASSKEY_CANCELLED; a browser without WebAuthn never shows the buttons.
 */
import { WIRE_CHECKS, type ApiClient, type ApiResult } from 'shared-contracts';
import type { SessionUser } from './auth';

const webauthn = () => import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const cancelled = (error: unknown): ApiResult<never> => ({
  ok: false,
  status: 0,
  code:
    error instanceof Error && error.name === 'NotAllowedError' ? 'PASSKEY_CANCELLED' : 'PASSKEY_UNAVAILABLE',
  message: error instanceof Error ? error.name : 'passkey',
});

/** Registers a passkey for the signed-in reader. */
export async function addPasskey(api: ApiClient): Promise<ApiResult<unknown>> {
  const options = await api.request('v3/auth/passkeys/registration/options', { method: 'POST' });
  if (!options.ok) return options;
  const { startRegistration } = await webauthn();
  let credential: unknown;
  try {
    credential = await startRegistration({ optionsJSON: options.data as never });
  } catch (error) {
    return cancelled(error);
  }
  return api.request('v3/auth/passkeys/registration/verify', { method: 'POST', body: credential });
}

/** Signs in with a passkey of this device (discoverable credentials: no e-mail asked). */
export async function signInWithPasskey(api: ApiClient): Promise<ApiResult<SessionUser>> {
  const options = await api.request('v3/auth/passkeys/authentication/options', { method: 'POST' });
  if (!options.ok) return options;
  const { startAuthentication } = await webauthn();
  let credential: unknown;
  try {
    credential = await startAuthentication({ optionsJSON: options.data as never });
  } catch (error) {
    return cancelled(error);
  }
  const result = await api.request('v3/auth/passkeys/authentication/verify', {
    method: 'POST',
    body: credential,
    check: WIRE_CHECKS.AuthSessionResponse,
  });
  return result.ok ? { ...result, data: result.data.data } : result;
}
