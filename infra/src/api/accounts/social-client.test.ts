import { appSecretProof } from './social-client';

describe('appSecretProof', () => {
  it("is Facebook's HMAC-SHA256 of the access token keyed by the app secret, in hex", () => {
    // openssl dgst -sha256 -hmac secret <<< -n token
    expect(appSecretProof('token', 'secret')).toBe(
      'e941110e3d2bfe82621f0e3e1434730d7305d106c5f68c87165d0b27a4611a4a',
    );
  });
});
