/**
 * The signed-in user of a request (spec 6), for api/reader.ts's `resolveUser`: from the access
 * headers or the session cookie (access.ts), looked up by the token's hash. Access headers that
 * match no live session answer 401 SESSION_INVALID (the client signs out, spec 4); a stale cookie
 * counts as no session. A cookie-authenticated call that changes state must send the session's
 * CSRF token in the x-csrf-token header, else 403 CSRF_FAILED: the token is an HMAC of the
 * session token (csrfTokenOf), kept in the readable onda_csrf cookie for the page's scripts, so a
 * cookie someone else managed to set cannot forge it (docs/adr/010). Routes marked
 * `config.accountsPublic` (sign-in, sign-up, reset) ignore any session.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AUTH_COOKIES, AUTH_CSRF_HEADER, AUTH_ERROR_MESSAGES } from 'shared-contracts';
import type { DB } from '../../db/types';
import { ApiHttpError } from '../errors';
import type { ServerKeys } from '../keys/server-keys';
import type { ResolveUser } from '../reader';
import { accessFrom, isUnsafeMethod } from './access';
import { normalizeEmail } from './credentials';
import { findSession } from './queries';
import { hashToken, sameSecret } from './secrets';

/** The CSRF token of a session: an HMAC of its token, so only the server can make it. */
export const csrfTokenOf = (keys: ServerKeys, sessionToken: string): string => keys.mac('csrf', sessionToken);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sign-in, sign-up and reset routes: any session the request carries is ignored. */
    accountsPublic?: boolean;
  }
}

export interface Session {
  readonly userId: string;
  readonly clientId: string;
  readonly email: string;
  readonly via: 'headers' | 'cookie';
}

export interface Sessions {
  readonly resolveUser: ResolveUser;
  /** The session resolveUser found for this request, if any. */
  sessionOf(request: FastifyRequest): Session | undefined;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function createSessions(db: Kysely<DB>, now: () => Date, keys: ServerKeys): Sessions {
  const sessions = new WeakMap<FastifyRequest, Session>();
  const invalid = () => new ApiHttpError('SESSION_INVALID', AUTH_ERROR_MESSAGES.SESSION_INVALID);
  return {
    sessionOf: (request) => sessions.get(request),
    resolveUser: async (request) => {
      if (request.routeOptions.config.accountsPublic) return null;
      const access = accessFrom(request.headers, request.cookies[AUTH_COOKIES.session]);
      if (!access) return null;
      const found = await findSession(db, hashToken(access.token), now());
      if (access.via === 'headers') {
        if (!found) throw invalid();
        if (access.client !== undefined && access.client !== found.clientId) throw invalid();
        if (access.uid !== undefined && normalizeEmail(access.uid) !== found.user.email) throw invalid();
      } else {
        if (!found) return null;
        if (isUnsafeMethod(request.method)) {
          const sent = header(request, AUTH_CSRF_HEADER);
          if (!sent || !sameSecret(csrfTokenOf(keys, access.token), sent))
            throw new ApiHttpError('CSRF_FAILED', AUTH_ERROR_MESSAGES.CSRF_FAILED);
        }
      }
      sessions.set(request, {
        userId: found.user.id,
        clientId: found.clientId,
        email: found.user.email,
        via: access.via,
      });
      return found.user.id;
    },
  };
}
