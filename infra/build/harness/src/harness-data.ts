import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** What dev-remote.mjs writes into the page: which remote to mount and where its entry script is. */
export const HarnessDataSchema = Type.Object({
  remote: Type.String({ minLength: 1 }),
  entry: Type.String({ minLength: 1 }),
});
export type HarnessData = Static<typeof HarnessDataSchema>;

export function readHarnessData(doc: Document = document): HarnessData {
  const text = doc.getElementById('harness-data')?.textContent ?? '';
  const value: unknown = text ? JSON.parse(text) : undefined;
  if (!Value.Check(HarnessDataSchema, value))
    throw new Error('dev harness: #harness-data is missing or malformed');
  return value;
}
