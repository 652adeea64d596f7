import { COOKIES, PSID_COOKIE_MAX_AGE, readCookie } from 'shared-contracts';
import { writeCookie } from './cookies';

const VALID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The anonymous session id (spec 1, 5, 9): reused only when present, well-formed and not the
 * text 'undefined'; otherwise a new random id. Kept about one year, SameSite=Strict, Secure.
 */
export function ensurePsid(
  read: () => string | undefined = () => readCookie(document.cookie, COOKIES.psid),
  write: (value: string) => void = (value) =>
    writeCookie(COOKIES.psid, value, { maxAgeSeconds: PSID_COOKIE_MAX_AGE, sameSite: 'Strict' }),
  random: () => string = () => crypto.randomUUID(),
): string {
  const current = read();
  if (current && current !== 'undefined' && VALID.test(current)) return current;
  const fresh = random();
  write(fresh);
  return fresh;
}
