import { checkSubscription, isPrivateAddress } from './subscription';

const key = (bytes: number, first: number) =>
  Buffer.from([first, ...Array.from({ length: bytes - 1 }, (_, i) => i)]).toString('base64url');
const keys = { p256dh: key(65, 4), auth: key(16, 1) };

describe('push subscription checks', () => {
  it('accepts an https push service with right-sized keys', () => {
    expect(
      checkSubscription({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }, false),
    ).toMatchObject({ ok: true });
  });

  it.each([
    ['not a URL', 'push me'],
    ['plain http', 'http://push.example.com/x'],
    ['loopback', 'https://127.0.0.1/x'],
    ['a private network', 'https://10.1.2.3/x'],
    ['localhost', 'https://localhost:9000/x'],
    ['IPv6 loopback', 'https://[::1]/x'],
    ['credentials in the URL', 'https://user:pw@push.example.com/x'],
  ])('refuses %s', (_case, endpoint) => {
    expect(checkSubscription({ endpoint, keys }, false)).toMatchObject({
      ok: false,
      code: 'PUSH_ENDPOINT_INVALID',
    });
  });

  it('allows the tests their own push service on loopback when told to', () => {
    expect(checkSubscription({ endpoint: 'http://127.0.0.1:4000/x', keys }, true)).toMatchObject({
      ok: true,
    });
  });

  it('refuses keys of the wrong size or shape', () => {
    const endpoint = 'https://push.example.com/x';
    expect(checkSubscription({ endpoint, keys: { ...keys, auth: key(8, 1) } }, false)).toMatchObject({
      code: 'PUSH_KEYS_INVALID',
    });
    expect(checkSubscription({ endpoint, keys: { ...keys, p256dh: key(65, 2) } }, false)).toMatchObject({
      code: 'PUSH_KEYS_INVALID',
    });
    expect(checkSubscription({ endpoint, keys: { ...keys, p256dh: '***' } }, false)).toMatchObject({
      code: 'PUSH_KEYS_INVALID',
    });
  });

  it('knows private addresses', () => {
    expect(
      ['192.168.0.1', '172.20.1.1', '169.254.1.1', 'fd00::1', '::ffff:127.0.0.1'].every(isPrivateAddress),
    ).toBe(true);
    expect(['8.8.8.8', 'push.example.com', '172.32.0.1'].some(isPrivateAddress)).toBe(false);
  });
});
