/**
 * Checks of a browser's push subscription (issue "push alerts", bad input): the endpoint is an
 * https URL of a push service, never a private or loopback address (the server would otherwise
 * send requests wherever a client says: server-side request forgery) unless a test setting allows
 * it; the keys have the sizes RFC 8291 gives them (a 65-byte uncompressed P-256 point and a
 * 16-byte authentication secret, base64url). Pure: no I/O.
 */
import { isIP } from 'node:net';

export interface SubscriptionInput {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export type SubscriptionCheck =
  | { readonly ok: true; readonly endpoint: string; readonly p256dh: string; readonly auth: string }
  | {
      readonly ok: false;
      readonly code: 'PUSH_ENDPOINT_INVALID' | 'PUSH_KEYS_INVALID';
      readonly message: string;
    };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export function base64UrlBytes(value: string): Buffer | undefined {
  if (!BASE64URL.test(value)) return undefined;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** Loopback, private, link-local, unique-local and unspecified addresses, v4 and v6. */
export function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare.endsWith('.local') ||
    bare.endsWith('.internal')
  ) {
    return true;
  }
  const version = isIP(bare);
  if (version === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (version === 6) {
    if (bare === '::' || bare === '::1') return true;
    if (bare.startsWith('::ffff:')) return isPrivateAddress(bare.slice(7));
    return /^(fc|fd|fe8|fe9|fea|feb)/.test(bare);
  }
  return false;
}

export function checkSubscription(input: SubscriptionInput, allowPrivate: boolean): SubscriptionCheck {
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    return { ok: false, code: 'PUSH_ENDPOINT_INVALID', message: 'The endpoint is not a URL.' };
  }
  const secure = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!secure || url.username || url.password) {
    return { ok: false, code: 'PUSH_ENDPOINT_INVALID', message: 'The endpoint must be an https URL.' };
  }
  if (!allowPrivate && isPrivateAddress(url.hostname)) {
    return { ok: false, code: 'PUSH_ENDPOINT_INVALID', message: 'The endpoint is not a push service.' };
  }
  const p256dh = base64UrlBytes(input.keys.p256dh);
  const auth = base64UrlBytes(input.keys.auth);
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 0x04 || !auth || auth.length !== 16) {
    return {
      ok: false,
      code: 'PUSH_KEYS_INVALID',
      message: 'keys.p256dh must be a 65-byte P-256 key and keys.auth 16 bytes, base64url.',
    };
  }
  return { ok: true, endpoint: url.toString(), p256dh: input.keys.p256dh, auth: input.keys.auth };
}
