/**
 * The subset of the Article shape (shared-contracts/src/api/content.ts, with the video sources of
 * api/tv.ts) the TV pages show; unknown fields are ignored. `npm run checks -w shared-contracts`
 * writes ./gallery.generated.ts.
 */
import { Type } from '@sinclair/typebox';

export const RenditionSchema = Type.Object({
  name: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  bandwidth: Type.Integer(),
  bytes: Type.Integer({ minimum: 0 }),
});

export const VideoSourceSchema = Type.Object({
  source: Type.Union([Type.Literal('hls'), Type.Literal('youtube'), Type.Literal('external')]),
  hls: Type.Union([Type.String(), Type.Null()]),
  mp4: Type.Union([Type.String(), Type.Null()]),
  mp4_bytes: Type.Union([Type.Integer(), Type.Null()]),
  captions: Type.Union([Type.String(), Type.Null()]),
  captions_language: Type.String(),
  poster: Type.Union([Type.String(), Type.Null()]),
  thumbnail: Type.Union([Type.String(), Type.Null()]),
  duration: Type.Number(),
  renditions: Type.Array(RenditionSchema),
  external_url: Type.Union([Type.String(), Type.Null()]),
});

export const GalleryVideoSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  description: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  credit: Type.String(),
  publisher: Type.Object({ name: Type.String(), common_name: Type.String() }),
  verticals: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  video: Type.Optional(VideoSourceSchema),
});
export const GallerySchema = Type.Object({ results: Type.Array(GalleryVideoSchema) });
export const MediaVideoSchema = Type.Array(GalleryVideoSchema, { minItems: 1, maxItems: 1 });

export const SCHEMAS = { Gallery: GallerySchema, MediaVideo: MediaVideoSchema };
