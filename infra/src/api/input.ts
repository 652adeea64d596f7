/**
 * Guards on request input that JSON Schema validation alone does not give (bad input is a
 * 4xx with a stable code, never a 500: errors.ts):
 * - JSON bodies: at most API_BODY_LIMIT bytes and MAX_JSON_DEPTH levels of nesting, so no later
 *   step (validation, logging, stringifying) recurses through a hostile body;
 * - numbers in the query and path: Ajv coerces "1e309" and "Infinity" to Infinity and then skips
 *   minimum/maximum (it only bounds finite numbers), so non-finite values are refused here.
 */
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './errors';

/** Request bodies of the API: the largest legitimate one (1000 follows) is well under 1 MiB. */
export const API_BODY_LIMIT = 1024 * 1024;
/** API bodies nest 3 levels ({ profiles: [{ … }] }); anything far deeper is refused. */
export const MAX_JSON_DEPTH = 32;

/** Whether the arrays and objects of a JSON text nest deeper than `limit` (linear, no recursion). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

/** The first field of a validated query or path whose number is not finite, as `part/name`. */
export function nonFiniteField(part: string, values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null;
  for (const [name, value] of Object.entries(values)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (items.some((item) => typeof item === 'number' && !Number.isFinite(item))) return `${part}/${name}`;
  }
  return null;
}

/** Installs the guards on the API's encapsulation context (before its routes are registered). */
export function guardApiInput(fastify: FastifyInstance): void {
  // Fastify's own JSON parser (secure-json-parse, prototype poisoning refused), behind the depth check.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: API_BODY_LIMIT },
    (request, body, done) => {
      if (nestsDeeperThan(String(body), MAX_JSON_DEPTH)) {
        done(
          new ApiHttpError('VALIDATION_FAILED', `Request body nests deeper than ${MAX_JSON_DEPTH} levels.`),
          undefined,
        );
        return;
      }
      parseJson(request, String(body), done);
    },
  );

  fastify.addHook('preHandler', async (request) => {
    const field = nonFiniteField('querystring', request.query) ?? nonFiniteField('params', request.params);
    if (field) throw new ApiHttpError('VALIDATION_FAILED', `${field} must be a finite number.`);
  });
}
