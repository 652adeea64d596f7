/**
 * Who is asking (spec 6): a signed-in user or an anonymous visitor identified by the PSID header.
 * Sign-in plugs in through `resolveUser` (accounts/session.ts: access headers or the session
 * cookie), which runs before every route and wins over the PSID. Spec 5: the PSID counts only if present and not the text 'undefined'.
 */
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from './errors';

export type Reader =
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'guest'; readonly psid: string }
  | { readonly kind: 'anonymous' };

/** Resolves the signed-in user's id from the access headers, or null. */
export type ResolveUser = (request: FastifyRequest) => Promise<string | null>;

declare module 'fastify' {
  interface FastifyRequest {
    reader: Reader;
  }
}

const PSID_PATTERN = /^[\x21-\x7e]{1,128}$/;

export function psidFrom(headers: FastifyRequest['headers']): string | null {
  const raw = headers.psid;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value || value === 'undefined' || value === 'null' || !PSID_PATTERN.test(value)) return null;
  return value;
}

export async function resolveReader(request: FastifyRequest, resolveUser?: ResolveUser): Promise<Reader> {
  const userId = resolveUser ? await resolveUser(request) : null;
  if (userId) return { kind: 'user', userId };
  const psid = psidFrom(request.headers);
  return psid ? { kind: 'guest', psid } : { kind: 'anonymous' };
}

/** Storage key of the reader's follows, likes and reads; null for an anonymous request. */
export function ownerOf(reader: Reader): string | null {
  if (reader.kind === 'user') return `user:${reader.userId}`;
  if (reader.kind === 'guest') return `psid:${reader.psid}`;
  return null;
}

/** Whether an owner key (ownerOf) is a signed-in account's, not a guest's PSID. */
export const isAccountOwner = (owner: string): boolean => owner.startsWith('user:');

export function requireOwner(reader: Reader): string {
  const owner = ownerOf(reader);
  if (!owner)
    throw new ApiHttpError('PSID_REQUIRED', 'Send a PSID header (anonymous session id) or sign in.');
  return owner;
}

/** The anonymous owner only (the *_anon endpoints of spec 7). */
export function requireGuestOwner(reader: Reader): string {
  if (reader.kind === 'guest') return `psid:${reader.psid}`;
  throw new ApiHttpError('PSID_REQUIRED', 'Send a PSID header (anonymous session id).');
}
