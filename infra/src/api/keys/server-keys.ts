/**
 * The server's keys (docs/adr/010): one secret, the same on every instance (SERVER_SECRET, else
 * generated once and kept in the database, keys/queries.ts), from which a key per purpose is
 * derived, so a token of one kind can never pass for another. Everything the server signs is an
 * HMAC-SHA256 with one of these keys: guest ids, read tokens, CSRF tokens, claim tokens, consent
 * cookies (docs/adr/014), and the keyed hashes of e-mails and addresses kept with grants and
 * limiter counters and of the readers measured. Pure; the secret
 * never leaves this closure (no getter, nothing logged).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type KeyPurpose =
  'psid' | 'read' | 'csrf' | 'claim' | 'email' | 'address' | 'limit' | 'consent' | 'reader';

export interface ServerKeys {
  /** HMAC-SHA256 of `text` with the purpose's key, base64url (43 characters). */
  mac(purpose: KeyPurpose, text: string): string;
}

/** A secret is at least 32 characters (SERVER_SECRET's rule, and what generateSecret makes). */
export const SECRET_MIN_LENGTH = 32;

export function createServerKeys(secret: string): ServerKeys {
  if (secret.length < SECRET_MIN_LENGTH) throw new Error('The server secret is too short.');
  const keys = new Map<KeyPurpose, Buffer>();
  const keyOf = (purpose: KeyPurpose): Buffer => {
    let key = keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', secret).update(`onda:${purpose}`).digest();
      keys.set(purpose, key);
    }
    return key;
  };
  return {
    mac: (purpose, text) => createHmac('sha256', keyOf(purpose)).update(text, 'utf8').digest('base64url'),
  };
}

/** A new random secret (48 bytes, base64url). */
export const generateSecret = (): string => randomBytes(48).toString('base64url');

/** Constant-time comparison of two signatures. */
export function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
