/**
 * A video's playable sources (spec 3 "Article/video": video {link, guid}; "Video player options":
 * sources, youtube or hls flag), carried by articles whose context is 'videos'.
 */
import { Type, type Static } from '@sinclair/typebox';

export const VideoRenditionSchema = Type.Object({
  name: Type.String({ description: 'e.g. 240p' }),
  width: Type.Integer(),
  height: Type.Integer(),
  bandwidth: Type.Integer({ description: 'Peak bits per second the HLS master announces.' }),
  bytes: Type.Integer({ minimum: 0, description: 'Bytes of the whole clip at this quality.' }),
});
export type VideoRendition = Static<typeof VideoRenditionSchema>;

export const VideoSourceSchema = Type.Object({
  /** hls: played here (HLS master + MP4 fallback); youtube / external: on the publisher's site, behind the external-link warning. */
  source: Type.Union([Type.Literal('hls'), Type.Literal('youtube'), Type.Literal('external')]),
  hls: Type.Union([Type.String(), Type.Null()]),
  mp4: Type.Union([Type.String(), Type.Null()]),
  mp4_bytes: Type.Union([Type.Integer(), Type.Null()]),
  captions: Type.Union([Type.String(), Type.Null()]),
  captions_language: Type.String(),
  poster: Type.Union([Type.String(), Type.Null()]),
  /** The poster small (192×108) for lists; null when there is none (lists then use the poster). */
  thumbnail: Type.Union([Type.String(), Type.Null()]),
  duration: Type.Number({ description: 'Seconds.' }),
  /** Lowest first. */
  renditions: Type.Array(VideoRenditionSchema),
  /** The page on the other site (youtube / external). */
  external_url: Type.Union([Type.String(), Type.Null()]),
});
export type VideoSource = Static<typeof VideoSourceSchema>;
