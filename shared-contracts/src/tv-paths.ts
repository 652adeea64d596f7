/**
 * TV video page paths (spec 2 "TV"): /tv/videos/{post?}/{category?}/{title?}/{id}, built as
 * /tv/videos/{vertical key, default noticias}/{publisher common name}/{video name}/{id}
 * ?page=1&index=0&gallery=gallery. Names are slugged in the canonical path; the raw-name form
 * (next-video links of the old app) is accepted because only the last segment names the video.
 * The one builder of these paths: the API (an item's link), the TV remote and the edge use it.
 */
import { slugOf } from 'shared-contracts/core';

/** Default vertical of the path when a video has none (spec 2). */
export const TV_DEFAULT_VERTICAL = 'noticias';

/** A TV path segment (the one slug rule, slug.ts); never empty. */
export const tvSlug = (text: string, fallback = 'video'): string => slugOf(text, { fallback });

export interface TvVideoRef {
  readonly id: string;
  readonly name: string;
  readonly publisher: { readonly common_name: string };
  readonly verticals: readonly { readonly key: string }[];
}

/** The canonical (slugged) path of a video page, without query. */
export function tvVideoPath(video: TvVideoRef): string {
  const vertical = tvSlug(video.verticals[0]?.key ?? '', TV_DEFAULT_VERTICAL);
  const publisher = tvSlug(video.publisher.common_name, 'onda');
  return `/tv/videos/${vertical}/${publisher}/${tvSlug(video.name)}/${encodeURIComponent(video.id)}`;
}

/** A gallery link: the canonical path with the gallery position (spec 2: page=1&index=…&gallery=gallery). */
export function tvVideoHref(video: TvVideoRef, index = 0): string {
  return `${tvVideoPath(video)}?page=1&index=${Math.max(0, Math.trunc(index))}&gallery=gallery`;
}

/**
 * The id a TV path names: the last segment of /tv/videos/…/{id}; null for the TV start (/tv);
 * undefined for a path under /tv that names no video.
 */
export function tvVideoIdFrom(pathname: string): string | null | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0]?.toLowerCase() !== 'tv') return undefined;
  if (segments.length === 1) return null;
  if (segments[1] !== 'videos' || segments.length < 3) return undefined;
  try {
    return decodeURIComponent(segments.at(-1) ?? '') || undefined;
  } catch {
    return undefined;
  }
}
