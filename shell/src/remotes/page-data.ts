/**
 * Data the edge server writes into the page (a JSON script, never executed): the active remote
 * registry, the shell's own version, and whether the edge answered this path with 404.
 */
import { Value } from '@sinclair/typebox/value';
import { Type, type Static } from '@sinclair/typebox';
import { ActiveRegistrySchema } from 'shared-contracts';

export const PAGE_DATA_ID = 'page-data';

export const PageDataSchema = Type.Object({
  shellVersion: Type.String(),
  registry: ActiveRegistrySchema,
  /** The page's path does not exist or names a missing item (the response status is 404). */
  missing: Type.Optional(Type.Boolean()),
  /** Remotes whose first screen the edge rendered, by the version it rendered with. */
  rendered: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type PageData = Static<typeof PageDataSchema>;

export function readPageData(doc: Document = document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Value.Check(PageDataSchema, value) ? value : undefined;
  } catch {
    return undefined;
  }
}
