/**
 * The stored read-later list (see ./readLater.ts); `npm run checks -w shared-contracts` writes
 * ./readLater.generated.ts from it.
 */
import { Type } from '@sinclair/typebox';

export const SavedStorySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 128 }),
  context: Type.Union([Type.Literal('news_stories'), Type.Literal('videos')]),
  name: Type.String({ minLength: 1, maxLength: 1000 }),
  /** The in-site path of the story (articleHref). */
  href: Type.String({ pattern: '^/(?!/)' }),
  publisher: Type.String({ maxLength: 200 }),
  savedAt: Type.Number(),
});
export const StoredSchema = Type.Object({ value: Type.Array(SavedStorySchema), expiry: Type.Number() });

export const SCHEMAS = { Stored: StoredSchema };
