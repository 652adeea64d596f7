/** The registry document's schemas (see ./remotes.ts). */
import { Type, type Static } from '@sinclair/typebox';

export const RegistryEntrySchema = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z._+-]+$' }),
  /** Absolute path or URL of the version's remoteEntry.js, the script the browser loads. */
  entry: Type.String({ minLength: 1 }),
});
export type RegistryEntry = Static<typeof RegistryEntrySchema>;

/** What the browser receives: the active version of each remote. */
export const ActiveRegistrySchema = Type.Object({
  remotes: Type.Record(Type.String(), RegistryEntrySchema),
});
export type ActiveRegistry = Static<typeof ActiveRegistrySchema>;
