import { commonPasswordProblem, emailWords } from './common-passwords';

describe('common passwords', () => {
  it.each(['password', '12345678', 'senha123', 'flamengo123', 'qwertyuiop', 'brasil2026'])(
    'refuses %s',
    (password) => expect(commonPasswordProblem(password, 'leitor@exemplo.com')).toBe('PASSWORD_TOO_COMMON'),
  );

  it.each(['senha-forte-1', 'nova-senha-456', 'minha casa azul'])('accepts %s', (password) =>
    expect(commonPasswordProblem(password, 'leitor@exemplo.com')).toBeNull(),
  );

  it('refuses a password made of the e-mail', () => {
    expect(emailWords('Maria.Silva.77@exemplo.com')).toEqual(
      expect.arrayContaining(['maria.silva', 'maria', 'silva', 'maria.silva.77']),
    );
    expect(commonPasswordProblem('maria.silva2024', 'maria.silva.77@exemplo.com')).toBe(
      'PASSWORD_TOO_COMMON',
    );
    expect(commonPasswordProblem('maria.silva2024', 'outra@exemplo.com')).toBeNull();
  });
});
