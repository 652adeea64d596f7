import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { messages } from '../i18n/messages';
import { isBadResetToken, readerError } from './errors';

describe('readerError', () => {
  it('puts the spec 5 texts beside their field', () => {
    expect(readerError('EMAIL_INVALID')).toEqual({ field: 'email', message: 'accounts.error.invalidEmail' });
    expect(readerError('PASSWORD_TOO_SHORT')).toEqual({
      field: 'password',
      message: 'accounts.error.passwordLength',
    });
    expect(readerError('PASSWORD_TOO_COMMON')).toEqual({
      field: 'password',
      message: 'accounts.error.passwordCommon',
    });
    expect(readerError('PASSWORD_MISMATCH')).toEqual({
      field: 'passwordConfirm',
      message: 'accounts.error.passwordMismatch',
    });
  });

  it('says wrong credentials for the whole form, in every language', () => {
    const { message, field } = readerError('INVALID_CREDENTIALS');
    expect(field).toBeUndefined();
    expect([messages.pt[message], en[message], es[message]]).toEqual([
      'Usuário ou senha inválida',
      'Email and Password do not match',
      'Usuario o contraseña no válidos',
    ]);
  });

  it('reads an unknown code as a generic failure, never the server text', () => {
    expect(readerError('INTERNAL')).toEqual({ message: 'accounts.error.generic' });
  });

  it('knows which codes mean a bad reset link', () => {
    expect(isBadResetToken('RESET_TOKEN_EXPIRED')).toBe(true);
    expect(isBadResetToken('RESET_TOKEN_INVALID')).toBe(true);
    expect(isBadResetToken('EMAIL_NOT_FOUND')).toBe(false);
  });
});
