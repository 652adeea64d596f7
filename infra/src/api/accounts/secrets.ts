/**
 * Secrets of the accounts domain. Passwords: Argon2id with OWASP's parameters (19 MiB, 2
 * passes, 1 lane). Access and reset tokens: 32 random bytes, base64url, stored only as their
 * SHA-256 (a random 256-bit token needs no slow hash). No I/O but the CPU.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet, Argon2id: m=19456 KiB, t=2, p=1. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum: its value, for isolated modules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of no password: verifying against it costs what a real check costs (no user timing). */
let decoy: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash, spends the same time and says no. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A new random token (43 characters of base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A short random id for a client (device session). */
export function newClientId(): string {
  return randomBytes(16).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of two short strings (the CSRF double submit). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
