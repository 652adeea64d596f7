/**
 * The contract a front-end build is made against: the shared-contracts version and a digest of
 * every bus event (`type@v`) and wire schema, as plain JSON Schema (annotations left out, so a
 * reworded description changes nothing). `npm run checks -w shared-contracts` writes it to
 * shared-contracts/contract.json; every build copies it into its release.json, and the registry
 * refuses a version whose contract the active shell does not share (docs/operations.md).
 */
import { createHash } from 'node:crypto';
import type { TSchema } from '@sinclair/typebox';
import { toCheckedSchema } from './generate';

export interface Contract {
  readonly version: string;
  readonly events: Readonly<Record<string, string>>;
  readonly schemas: Readonly<Record<string, string>>;
}

/**
 * Object keys sorted at every level, and the names in `required` (a set), so the digest does not
 * depend on declaration order.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entry = (key: string): unknown => {
    const inner = (value as Record<string, unknown>)[key];
    return key === 'required' && Array.isArray(inner) ? [...(inner as string[])].sort() : canonical(inner);
  };
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, entry(key)]),
  );
}

export const schemaDigest = (schema: TSchema): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(toCheckedSchema(schema))))
    .digest('hex')
    .slice(0, 16);

const digests = (schemas: Readonly<Record<string, TSchema>>): Record<string, string> =>
  Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemaDigest(schemas[name] as TSchema)]),
  );

export function contractOf(
  version: string,
  events: Readonly<Record<string, TSchema>>,
  schemas: Readonly<Record<string, TSchema>>,
): Contract {
  return { version, events: digests(events), schemas: digests(schemas) };
}
