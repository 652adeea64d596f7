/**
 * Account form rules (spec 5): an e-mail must look like an address, a password needs at least 8
 * characters and a confirmation must equal it. Nothing stricter is asked of readers; the server
 * checks the same and its codes map to the same texts (data/errors.ts).
 */
import type { MessageId } from '../i18n/messages';

export const MIN_PASSWORD_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailError = (email: string): MessageId | undefined =>
  EMAIL.test(email.trim()) ? undefined : 'accounts.error.invalidEmail';

export const passwordError = (password: string): MessageId | undefined =>
  password.length >= MIN_PASSWORD_LENGTH ? undefined : 'accounts.error.passwordLength';

export const confirmationError = (password: string, confirmation: string): MessageId | undefined =>
  password === confirmation ? undefined : 'accounts.error.passwordMismatch';

/** Only the fields that have an error. */
export function errorsOf<K extends string>(
  checks: Readonly<Record<K, MessageId | undefined>>,
): Partial<Record<K, MessageId>> {
  const found: Partial<Record<K, MessageId>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const error = checks[key];
    if (error) found[key] = error;
  }
  return found;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, MessageId>>;

export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  return errorsOf({ email: emailError(email), password: passwordError(password) });
}

/** A new password and its confirmation (sign-up, reset, change). */
export function validateNewPassword(password: string, confirmation: string) {
  return errorsOf({
    password: passwordError(password),
    passwordConfirm: passwordError(password) ? undefined : confirmationError(password, confirmation),
  });
}
