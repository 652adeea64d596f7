import { confirmationError, emailError, validateCredentials, validateNewPassword } from './validation';

describe('validateCredentials', () => {
  it('accepts an address and an 8-character password', () => {
    expect(validateCredentials({ email: 'a@b.co', password: '12345678' })).toEqual({});
  });

  it('rejects an address without a domain', () => {
    expect(validateCredentials({ email: 'a@b', password: '12345678' })).toEqual({
      email: 'accounts.error.invalidEmail',
    });
  });

  it('rejects a 7-character password', () => {
    expect(validateCredentials({ email: 'a@b.co', password: '1234567' })).toEqual({
      password: 'accounts.error.passwordLength',
    });
  });

  it('accepts an address typed with spaces around it', () => {
    expect(emailError('  leitor@onda.example ')).toBeUndefined();
  });

  it('rejects an address with a space inside', () => {
    expect(emailError('lei tor@onda.example')).toBe('accounts.error.invalidEmail');
  });
});

describe('validateNewPassword', () => {
  it('accepts a long enough password typed twice', () => {
    expect(validateNewPassword('segredo123', 'segredo123')).toEqual({});
  });

  it('says the passwords do not match', () => {
    expect(validateNewPassword('segredo123', 'segredo124')).toEqual({
      passwordConfirm: 'accounts.error.passwordMismatch',
    });
  });

  it('speaks of the length first, not of the confirmation, when the password is short', () => {
    expect(validateNewPassword('1234567', '')).toEqual({ password: 'accounts.error.passwordLength' });
  });

  it('compares exactly, spaces included', () => {
    expect(confirmationError('segredo123 ', 'segredo123')).toBe('accounts.error.passwordMismatch');
  });
});
