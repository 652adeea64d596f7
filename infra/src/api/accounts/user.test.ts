import { toAuthUser, userOwner } from './user';

describe('toAuthUser', () => {
  it('shows the e-mail as uid and never the password hash', () => {
    const user = toAuthUser({
      id: 'u1',
      email: 'ana@exemplo.com',
      password_hash: '$argon2id$secret',
      locale: 'es',
      created_at: new Date('2026-11-21T15:30:00Z'),
    });
    expect(user).toEqual({
      id: 'u1',
      email: 'ana@exemplo.com',
      uid: 'ana@exemplo.com',
      provider: 'email',
      locale: 'es',
      created_at: '2026-11-21T15:30:00.000Z',
    });
    expect(JSON.stringify(user)).not.toContain('argon2');
    expect(userOwner('u1')).toBe('user:u1');
  });
});
