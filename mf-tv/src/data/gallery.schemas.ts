/**
 * The subset of GalleryPageSchema (shared-contracts/src/api/content.ts) the TV frame shows;
 * unknown fields are ignored. `npm run checks -w shared-contracts` writes ./gallery.generated.ts.
 */
import { Type } from '@sinclair/typebox';

export const GalleryVideoSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
});
export const GallerySchema = Type.Object({ results: Type.Array(GalleryVideoSchema) });

export const SCHEMAS = { Gallery: GallerySchema };
