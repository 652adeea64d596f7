/**
 * The API's OpenAPI document (/api/docs/json) true to the server: who may call each operation
 * and its operationId are derived here, once, for every route any domain registers, so a new
 * route is described like the others without anyone writing it by hand (Redocly's recommended
 * rules check the result in CI: infra/test/openapi.test.ts).
 * - security: every call may name its reader (spec 6: the PSID header, the access headers or a
 *   bearer token, the session cookie; api/reader.ts); a route that needs one says so with
 *   `config.reader` ('required', or 'session' for a signed-in user; a whole domain: readerRequired), one that ignores any (sign-in, sign-up) has
 *   `config.accountsPublic` and declares no security. A route's own `schema.security` wins.
 * - operationId: the method and the path, camel-cased, parameters as "By<Name>"
 *   (GET /api/v3/profiles/{context}/{id}/feed → getV3ProfilesByContextByIdFeed), unless the
 *   route names its own.
 * - what every route may answer besides its own statuses: 400 (input the API's guards refuse,
 *   api/input.ts), 413 and 415 for a body (too large, not JSON: api/errors.ts), 304 for a read
 *   kept by the read cache (If-None-Match, api/read-cache.ts).
 */
import type { SwaggerOptions } from '@fastify/swagger';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from 'shared-contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers 401 without a reader: 'required' (a PSID or a signed-in user), 'session'
     * (a signed-in user only). See openapi.ts.
     */
    reader?: 'required' | 'session';
  }
}

type Requirement = Readonly<Record<string, readonly string[]>>;

/** The ways a request names its reader (components.securitySchemes). */
const READER_SCHEMES: readonly Requirement[] = [
  { psid: [] },
  { accessToken: [] },
  { bearer: [] },
  { session: [] },
];

/** A signed-in user's session. */
const SESSION_SCHEMES: readonly Requirement[] = [{ accessToken: [] }, { bearer: [] }, { session: [] }];

/** Any reader, or none (`{}`: the call works anonymously too). */
const OPTIONAL_READER: readonly Requirement[] = [{}, ...READER_SCHEMES];

const word = (text: string): string =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** GET /api/v3/profiles/:context/:id/feed → getV3ProfilesByContextByIdFeed. */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => {
      if (segment === '*') return 'Rest';
      if (segment.startsWith(':')) return `By${word(segment.slice(1))}`;
      return word(segment);
    });
  return `${method.toLowerCase()}${segments.join('')}`;
}

export function securityOf(route: Pick<RouteOptions, 'config'>): readonly Requirement[] {
  if (route.config?.accountsPublic || route.config?.sameForEveryReader) return [];
  if (route.config?.reader === 'session') return SESSION_SCHEMES;
  return route.config?.reader === 'required' ? READER_SCHEMES : OPTIONAL_READER;
}

/**
 * Marks every route of a plugin (a domain whose every call needs a reader) with `reader`. Its
 * hook runs after describeOperations' (the parent's hooks run first), so it sets the security too.
 */
export function readerRequired(app: FastifyInstance, reader: 'required' | 'session' = 'required'): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, reader };
    if (route.schema && !route.schema.hide) route.schema = { ...route.schema, security: securityOf(route) };
  });
}

/**
 * Adds operationId and security to every route's schema as it is registered (before the
 * document collects it). Register before the routes.
 */
export function describeOperations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as
      (Record<string, unknown> & { operationId?: string; security?: readonly Requirement[] }) | undefined;
    route.schema = {
      ...schema,
      operationId: schema?.operationId ?? operationIdOf(methods.join(''), route.url),
      security: schema?.security ?? securityOf(route),
      response: {
        400: ApiErrorSchema,
        ...(schema?.body ? { 413: ApiErrorSchema, 415: ApiErrorSchema } : {}),
        ...(route.config?.cache ? { 304: Type.Null({ description: 'Not modified (If-None-Match).' }) } : {}),
        ...((schema?.response as Record<string, unknown> | undefined) ?? {}),
      },
    };
  });
}

export const API_DESCRIPTION =
  'API of the news, TV and live-scores site (spec 7). Errors are { error: { code, message } } with stable codes. Live scores: GET /api/v3/sporting_events/stream (Server-Sent Events) or /api/v3/sporting_events/live (polling).';

/**
 * The document's settings: who runs it, under which terms, where (`publicUrl`: the site's public
 * address, config PUBLIC_URL), and how readers are named.
 */
export function openApiOptions(publicUrl = 'http://localhost:8080'): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Onda API',
        version: '3.0.0',
        description: API_DESCRIPTION,
        license: { name: 'Proprietary: the terms of use', url: `${publicUrl}/terms_and_conditions.html` },
      },
      servers: [{ url: publicUrl, description: 'The site' }],
      components: {
        securitySchemes: {
          psid: { type: 'apiKey', in: 'header', name: 'PSID', description: 'Anonymous session id (spec 5).' },
          accessToken: {
            type: 'apiKey',
            in: 'header',
            name: 'access-token',
            description: 'Access headers of a signed-in session (with client and uid).',
          },
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'onda_session' },
        },
      },
    },
  };
}

/** A redirect answer (302, 303) for a route's response schema: no body, a Location header. */
export const redirectResponse = (description: string) =>
  Type.Null({
    description,
    headers: { location: Type.String({ description: 'Where the browser goes next.' }) },
  });

/** A Server-Sent Events stream (text/event-stream) for a route's response schema. */
export const eventStreamResponse = (description: string) => ({
  description,
  content: {
    'text/event-stream': { schema: Type.String({ description: 'event: / data: / id: lines (HTML SSE).' }) },
  },
});
