/**
 * The subset of the Article shape (shared-contracts/src/api/content.ts) the TV pages show, with
 * the video sources as the API defines them (api/tv.ts, imported: never a copy); unknown fields
 * are ignored. `npm run checks -w shared-contracts` writes ./gallery.generated.ts; the browser
 * gets only that check, never TypeBox.
 */
import { Type } from '@sinclair/typebox';
import { VideoSourceSchema } from 'shared-contracts/schemas';

export const GalleryVideoSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  description: Type.String(),
  /** The story's own page (its canonical URL) and its kind: the head's (story-head.ts). */
  link: Type.String(),
  context: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  credit: Type.String(),
  publisher: Type.Object({ name: Type.String(), common_name: Type.String() }),
  verticals: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  video: Type.Optional(VideoSourceSchema),
});
export const GallerySchema = Type.Object({ results: Type.Array(GalleryVideoSchema) });
export const MediaVideoSchema = Type.Array(GalleryVideoSchema, { minItems: 1, maxItems: 1 });

export const SCHEMAS = { Gallery: GallerySchema, MediaVideo: MediaVideoSchema };
