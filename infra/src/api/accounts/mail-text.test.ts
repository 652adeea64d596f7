import { mailLocale, resetLink, resetMail, welcomeMail } from './mail-text';

describe('mail texts', () => {
  it('picks the form locale, else Accept-Language, else pt', () => {
    expect(mailLocale('es', 'en-US,en;q=0.9')).toBe('es');
    expect(mailLocale(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(mailLocale(undefined, 'es-419')).toBe('es');
    expect(mailLocale(undefined, 'fr-FR')).toBe('pt');
    expect(mailLocale(undefined, undefined)).toBe('pt');
  });

  it('writes the reset mail in each language with the link', () => {
    const link = resetLink('https://onda.example', 'abc_DEF-123');
    expect(link).toBe('https://onda.example/reset_password?reset_password_token=abc_DEF-123');
    expect(resetMail('pt', link).subject).toBe('Redefinição de senha');
    expect(resetMail('en', link).text).toContain(link);
    expect(resetMail('es', link).subject).toBe('Restablecer tu contraseña');
  });

  it('welcomes in each language', () => {
    expect(welcomeMail('pt', 'ana@exemplo.com').text).toContain('ana@exemplo.com');
    expect(welcomeMail('en', 'a@b.co').subject).toBe('Welcome to Onda Notícias');
    expect(welcomeMail('es', 'a@b.co').subject).toBe('Bienvenido a Onda Notícias');
  });
});
