/**
 * Sign-in and sign-up field rules (spec 5): an e-mail must look like an address and a password
 * needs at least 8 characters. Nothing stricter is asked of readers.
 */
import type { MessageId } from '../i18n/messages';

export const MIN_PASSWORD_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, MessageId>>;

export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!EMAIL.test(email.trim())) errors.email = 'accounts.error.invalidEmail';
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'accounts.error.passwordLength';
  return errors;
}
