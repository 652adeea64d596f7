/**
 * Spec 5's checks of what a reader types in the accounts forms, as stable error codes: the e-mail
 * looks like one, the password has at least 8 characters and equals its confirmation. Beyond
 * these, no strength or format rules (spec 5).
 */
import { PASSWORD_MIN_LENGTH, type AuthErrorCode } from 'shared-contracts';

/** One '@' with text around it, a dot in the domain, no spaces or control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f.]+$/;

/** The form an e-mail is stored and compared in: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): AuthErrorCode | null {
  const value = normalizeEmail(email);
  return value.length <= 254 && EMAIL.test(value) ? null : 'EMAIL_INVALID';
}

/** Length in characters (code points), so 'ção' counts three. */
export function passwordProblem(password: string, confirmation?: string): AuthErrorCode | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (confirmation !== undefined && confirmation !== password) return 'PASSWORD_MISMATCH';
  return null;
}

/** The first problem of a sign-up form, in the order the form shows them. */
export function signUpProblem(email: string, password: string, confirmation?: string): AuthErrorCode | null {
  return emailProblem(email) ?? passwordProblem(password, confirmation);
}
