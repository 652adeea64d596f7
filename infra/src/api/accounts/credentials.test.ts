import { emailProblem, normalizeEmail, passwordProblem, signUpProblem } from './credentials';

describe('credentials', () => {
  it('stores e-mails trimmed and in lower case', () => {
    expect(normalizeEmail('  Ana.Silva@Exemplo.COM ')).toBe('ana.silva@exemplo.com');
  });

  it.each(['ana@exemplo.com', 'a+b@sub.exemplo.com.br', ' Ana@Exemplo.com '])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeNull();
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@exemplo.com',
    'ana@exemplo',
    'ana silva@exemplo.com',
    'a@b@c.com',
    'ana@exemplo.',
  ])('refuses %j', (email) => {
    expect(emailProblem(email)).toBe('EMAIL_INVALID');
  });

  it('wants at least 8 characters, counted as characters', () => {
    expect(passwordProblem('1234567')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('😀😀😀😀')).toBe('PASSWORD_TOO_SHORT');
  });

  it('wants the confirmation to match when one is given', () => {
    expect(passwordProblem('12345678', '12345679')).toBe('PASSWORD_MISMATCH');
    expect(passwordProblem('12345678', '12345678')).toBeNull();
  });

  it('reports the e-mail first, then the password', () => {
    expect(signUpProblem('x', '1')).toBe('EMAIL_INVALID');
    expect(signUpProblem('ana@exemplo.com', '1')).toBe('PASSWORD_TOO_SHORT');
    expect(signUpProblem('ana@exemplo.com', '12345678', '1')).toBe('PASSWORD_MISMATCH');
  });
});
