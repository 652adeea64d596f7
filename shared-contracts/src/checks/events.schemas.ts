/**
 * The bus events' payload schemas keyed `type@v`: `npm run checks -w shared-contracts` writes
 * ./events.generated.ts from them, which the bus validates and cleans payloads with.
 */
import type { TSchema } from '@sinclair/typebox';
import { EVENT_SCHEMAS } from '../events';

export const SCHEMAS: Readonly<Record<string, TSchema>> = Object.fromEntries(
  Object.entries(EVENT_SCHEMAS).flatMap(([type, versions]) =>
    Object.entries(versions as Record<string, TSchema>).map(([v, schema]) => [`${type}@${v}`, schema]),
  ),
);
