import { challengeOf, relyingPartyOf } from './passkey';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('passkey', () => {
  it('takes the relying party from the public address', () => {
    expect(relyingPartyOf('https://onda.example:8443/x')).toEqual({
      id: 'onda.example',
      name: 'Onda Notícias',
      origin: 'https://onda.example:8443',
    });
  });

  it('reads the challenge of a clientDataJSON, and nothing from junk', () => {
    const challenge = 'a'.repeat(43);
    expect(challengeOf(encode({ type: 'webauthn.get', challenge }))).toBe(challenge);
    expect(challengeOf(encode({ challenge: 'bad challenge!' }))).toBeNull();
    expect(challengeOf(encode(null))).toBeNull();
    expect(challengeOf('%%%')).toBeNull();
  });
});
