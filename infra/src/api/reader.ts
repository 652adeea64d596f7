/**
 * Who is asking (spec 6): a signed-in user or an anonymous visitor identified by the PSID header.
 * Sign-in plugs in through `resolveUser` (accounts/session.ts: access headers or the session
 * cookie), which runs before every route and wins over the PSID. Spec 5: the PSID counts only if
 * present and not the text 'undefined'; and only when the server issued it (guest-id.ts): a PSID
 * the server did not sign reads as anonymous for display, and writes refuse it with 401
 * PSID_INVALID (docs/adr/010). `device` is the signed guest id a signed-in reader's browser sends:
 * the device rewards count grants and reads by.
 */
import type { FastifyRequest } from 'fastify';
import { COOKIES } from 'shared-contracts';
import { ApiHttpError } from './errors';
import { verifyPsid } from './guest-id';
import type { ServerKeys } from './keys/server-keys';

export type Reader =
  | { readonly kind: 'user'; readonly userId: string; readonly device?: string }
  | { readonly kind: 'guest'; readonly psid: string }
  | { readonly kind: 'anonymous'; readonly forged?: boolean };

/** Resolves the signed-in user's id from the access headers, or null. */
export type ResolveUser = (request: FastifyRequest) => Promise<string | null>;

declare module 'fastify' {
  interface FastifyRequest {
    reader: Reader;
  }
  interface FastifyContextConfig {
    /** The answer is the same for every reader (pictures): the reader is not looked up (anonymous). */
    sameForEveryReader?: boolean;
  }
}

const PSID_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The PSID header as sent (spec 5: not 'undefined'), signed or not. */
export function psidFrom(headers: FastifyRequest['headers']): string | null {
  const raw = headers.psid;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value || value === 'undefined' || value === 'null' || !PSID_PATTERN.test(value)) return null;
  return value;
}

export async function resolveReader(
  request: FastifyRequest,
  keys: ServerKeys,
  resolveUser?: ResolveUser,
): Promise<Reader> {
  const sent = psidFrom(request.headers);
  const psid = sent === null ? null : verifyPsid(keys, sent);
  const userId = resolveUser ? await resolveUser(request) : null;
  if (userId) return psid ? { kind: 'user', userId, device: psid } : { kind: 'user', userId };
  if (psid) return { kind: 'guest', psid };
  return sent === null ? { kind: 'anonymous' } : { kind: 'anonymous', forged: true };
}

/**
 * The guest id the browser holds in its own cookie (signed), or null: what a sign-in may merge.
 * A header or a URL parameter is never enough (another guest's id could be sent that way).
 */
export function cookiePsidOf(request: FastifyRequest, keys: ServerKeys): string | null {
  return verifyPsid(keys, request.cookies[COOKIES.psid]);
}

/** Storage key of the reader's follows, likes and reads; null for an anonymous request. */
export function ownerOf(reader: Reader): string | null {
  if (reader.kind === 'user') return `user:${reader.userId}`;
  if (reader.kind === 'guest') return `psid:${reader.psid}`;
  return null;
}

/** The owner key of a guest id. */
export const guestOwner = (psid: string): string => `psid:${psid}`;

/** Whether an owner key (ownerOf) is a signed-in account's, not a guest's PSID. */
export const isAccountOwner = (owner: string): boolean => owner.startsWith('user:');

const refuse = (reader: Reader, signedIn = false): ApiHttpError =>
  reader.kind === 'anonymous' && reader.forged
    ? new ApiHttpError('PSID_INVALID', 'This PSID was not issued by this site; use the one its cookie holds.')
    : new ApiHttpError(
        'PSID_REQUIRED',
        signedIn
          ? 'Send the PSID header (this device).'
          : 'Send a PSID header (anonymous session id) or sign in.',
      );

export function requireOwner(reader: Reader): string {
  const owner = ownerOf(reader);
  if (!owner) throw refuse(reader);
  return owner;
}

/** The anonymous owner only (the *_anon endpoints of spec 7). */
export function requireGuestOwner(reader: Reader): string {
  if (reader.kind === 'guest') return guestOwner(reader.psid);
  throw refuse(reader);
}

/** The device (signed guest id) of a guest or of a signed-in reader's browser: rewards need one. */
export function requireDevice(reader: Reader): string {
  if (reader.kind === 'guest') return reader.psid;
  if (reader.kind === 'user' && reader.device) return reader.device;
  throw refuse(reader, reader.kind === 'user');
}
