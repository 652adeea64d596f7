/**
 * Guest ids the server issues (spec 1, 9; docs/adr/010): 16 random bytes and their HMAC
 * (`<id>.<signature>`, shared-contracts PSID_FORMAT). The browser keeps it in the `onda_psid`
 * cookie and sends it as the PSID header; only a signed one names a guest, so a script cannot
 * make up ids, and knowing an id's first half gives nothing. Pure.
 */
import { randomBytes } from 'node:crypto';
import { COOKIES, PSID_COOKIE_MAX_AGE, PSID_FORMAT } from 'shared-contracts';
import { sameMac, type ServerKeys } from './keys/server-keys';

/** A new signed guest id. */
export function mintPsid(keys: ServerKeys): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${keys.mac('psid', id)}`;
}

/** The id part of a guest id the server signed, or null (absent, malformed, forged). */
export function verifyPsid(keys: ServerKeys, value: string | undefined): string | null {
  if (!value || !PSID_FORMAT.test(value)) return null;
  const [id = '', signature = ''] = value.split('.');
  return sameMac(keys.mac('psid', id), signature) ? id : null;
}

/** The Set-Cookie value of a guest id: about one year, SameSite=Strict, Secure over https (spec 9). */
export function psidCookie(psid: string, secure: boolean): string {
  return `${COOKIES.psid}=${psid}; Max-Age=${PSID_COOKIE_MAX_AGE}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}
