/**
 * Passkeys (docs/contracts.md "Accounts API"): a signed-in user registers a passkey, then signs in
 * with it. The browser's authenticator is played by a software one: a P-256 key pair, 'none'
 * attestation, signatures over authenticatorData and the clientDataJSON hash, as WebAuthn says.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import {
  AuthSessionResponseSchema,
  CurrentUserResponseSchema,
  PasskeyRegisteredResponseSchema,
} from 'shared-contracts';
import { buildTestApi, errorCode, parse, SETUP_TIMEOUT, type TestApi } from './helper';

const ORIGIN = 'https://onda.example';
const RP_ID = 'onda.example';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi({ accounts: { publicUrl: ORIGIN } });
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

let counter = 0;
const post = (url: string, headers: Record<string, string>, body?: unknown) =>
  api.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.9.0.${(counter += 1)}`,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** A software authenticator holding one credential. */
class Authenticator {
  readonly credentialId = Buffer.from(`credential-${Date.now()}-${Math.random()}`);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private signCount = 0;
  userHandle = '';

  private clientData(type: string, challenge: string, origin = ORIGIN): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  create(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(RP_ID),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(cose),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  get(options: { challenge: string }, key: KeyObject = this.keys.privateKey, origin = ORIGIN) {
    this.signCount += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.signCount);
    const authData = Buffer.concat([sha256(RP_ID), Buffer.from([0x05]), count]);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), key);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

async function signedUpUser() {
  const email = `passkey-${Date.now()}-${(counter += 1)}@exemplo.com`;
  const reply = await post('/api/v3/auth', {}, { email, password: 'senha-forte-1' });
  expect(reply.statusCode).toBe(200);
  return {
    email,
    access: {
      'access-token': String(reply.headers['access-token']),
      client: String(reply.headers.client),
      uid: String(reply.headers.uid),
    },
  };
}

describe('passkeys', () => {
  it('registers a passkey for the signed-in user and signs in with it', async () => {
    const { email, access } = await signedUpUser();
    const authenticator = new Authenticator();

    const anonymous = await post('/api/v3/auth/passkeys/registration/options', {});
    expect(errorCode(anonymous)).toBe('AUTH_REQUIRED');

    const creation = JSON.parse((await post('/api/v3/auth/passkeys/registration/options', access)).body) as {
      challenge: string;
      user: { id: string; name: string };
      rp: { id: string };
    };
    expect(creation.rp.id).toBe(RP_ID);
    expect(creation.user.name).toBe(email);
    const registered = await post(
      '/api/v3/auth/passkeys/registration/verify',
      access,
      authenticator.create(creation),
    );
    expect(parse(PasskeyRegisteredResponseSchema, registered).id).toBe(b64url(authenticator.credentialId));

    const request = JSON.parse((await post('/api/v3/auth/passkeys/authentication/options', {})).body) as {
      challenge: string;
    };
    const signedIn = await post(
      '/api/v3/auth/passkeys/authentication/verify',
      {},
      authenticator.get(request),
    );
    expect(parse(AuthSessionResponseSchema, signedIn).data.email).toBe(email);
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'access-token': String(signedIn.headers['access-token']) },
    });
    expect(parse(CurrentUserResponseSchema, me).user.email).toBe(email);

    // The challenge was used up: replaying the same answer is refused.
    const replay = await post('/api/v3/auth/passkeys/authentication/verify', {}, authenticator.get(request));
    expect(errorCode(replay)).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses a signature by another key or for another site', async () => {
    const { access } = await signedUpUser();
    const authenticator = new Authenticator();
    const creation = JSON.parse((await post('/api/v3/auth/passkeys/registration/options', access)).body) as {
      challenge: string;
      user: { id: string };
    };
    expect(
      (await post('/api/v3/auth/passkeys/registration/verify', access, authenticator.create(creation)))
        .statusCode,
    ).toBe(200);
    const options = async () =>
      JSON.parse((await post('/api/v3/auth/passkeys/authentication/options', {})).body) as {
        challenge: string;
      };
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await post(
      '/api/v3/auth/passkeys/authentication/verify',
      {},
      authenticator.get(await options(), stranger),
    );
    expect(forged.statusCode).toBe(401);
    expect(errorCode(forged)).toBe('PASSKEY_REJECTED');
    const phished = await post(
      '/api/v3/auth/passkeys/authentication/verify',
      {},
      authenticator.get(await options(), undefined, 'https://evil.example'),
    );
    expect(errorCode(phished)).toBe('PASSKEY_REJECTED');
    const unknownChallenge = await post(
      '/api/v3/auth/passkeys/authentication/verify',
      {},
      authenticator.get({ challenge: 'b'.repeat(43) }),
    );
    expect(errorCode(unknownChallenge)).toBe('PASSKEY_CHALLENGE_INVALID');
  });
});
