/**
 * The accounts API's error codes (docs/contracts.md "Accounts API") as the reader's words: which
 * field a code belongs to, if any, and its message id. Codes the page does not know read as a
 * generic failure; the server's own message is never shown (it is pt-BR only).
 */
import type { MessageId } from '../i18n/messages';

export type FieldName = 'email' | 'password' | 'passwordConfirm' | 'current';

export interface ReaderError {
  readonly field?: FieldName;
  readonly message: MessageId;
}

const BY_CODE: Readonly<Record<string, ReaderError>> = {
  EMAIL_INVALID: { field: 'email', message: 'accounts.error.invalidEmail' },
  EMAIL_NOT_FOUND: { field: 'email', message: 'accounts.error.emailMissing' },
  PASSWORD_TOO_SHORT: { field: 'password', message: 'accounts.error.passwordLength' },
  PASSWORD_TOO_COMMON: { field: 'password', message: 'accounts.error.passwordCommon' },
  PASSWORD_MISMATCH: { field: 'passwordConfirm', message: 'accounts.error.passwordMismatch' },
  CURRENT_PASSWORD_INVALID: { field: 'current', message: 'accounts.error.currentPassword' },
  INVALID_CREDENTIALS: { message: 'accounts.error.wrongCredentials' },
  ACCOUNT_EXISTS: { field: 'email', message: 'accounts.error.accountExists' },
  AUTH_REQUIRED: { message: 'accounts.error.sessionExpired' },
  SESSION_INVALID: { message: 'accounts.error.sessionExpired' },
  CSRF_FAILED: { message: 'accounts.error.sessionExpired' },
  TOO_MANY_ATTEMPTS: { message: 'accounts.error.tooMany' },
  TOO_MANY_REQUESTS: { message: 'accounts.error.tooMany' },
  MAIL_UNAVAILABLE: { message: 'accounts.error.mailUnavailable' },
  NETWORK: { message: 'accounts.error.network' },
  PASSKEY_CHALLENGE_INVALID: { message: 'accounts.passkey.expired' },
  PASSKEY_REJECTED: { message: 'accounts.passkey.rejected' },
  PASSKEY_CANCELLED: { message: 'accounts.passkey.cancelled' },
  PASSKEY_UNAVAILABLE: { message: 'accounts.passkey.unavailable' },
  SOCIAL_STATE_INVALID: { message: 'accounts.social.expired' },
  SOCIAL_LOGIN_REFUSED: { message: 'accounts.social.refused' },
  SOCIAL_EMAIL_MISSING: { message: 'accounts.social.noEmail' },
  SOCIAL_PROVIDER_UNKNOWN: { message: 'accounts.social.unknown' },
};

export function readerError(code: string): ReaderError {
  return BY_CODE[code] ?? { message: 'accounts.error.generic' };
}

/** The reset token codes: the page sends the reader to /invalid_token (spec 8). */
export const isBadResetToken = (code: string): boolean =>
  code === 'RESET_TOKEN_INVALID' || code === 'RESET_TOKEN_EXPIRED';

/**
 * The message for a social login the server sent back to the sign-in page (`?error=<code>`): its
 * words for the social codes, and for the provider being down; anything else reads as generic.
 */
export const socialLoginError = (code: string): MessageId =>
  code === 'SERVICE_UNAVAILABLE' ? 'accounts.social.down' : readerError(code).message;
