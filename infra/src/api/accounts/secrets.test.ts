import { hashPassword, hashToken, newToken, sameSecret, verifyPassword } from './secrets';

describe('secrets', () => {
  it('hashes passwords with Argon2id and OWASP parameters, never keeping the password', async () => {
    const stored = await hashPassword('senha-secreta-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('senha-secreta-1');
    await expect(verifyPassword(stored, 'senha-secreta-1')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'senha-secreta-2')).resolves.toBe(false);
  });

  it('says no for a missing or broken hash', async () => {
    await expect(verifyPassword(undefined, 'qualquer-coisa')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'qualquer-coisa')).resolves.toBe(false);
  });

  it('makes distinct 256-bit tokens and keeps only their SHA-256', () => {
    const a = newToken();
    const b = newToken();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
  });

  it('compares secrets exactly', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
