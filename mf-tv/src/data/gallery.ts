/**
 * The TV gallery (spec 7 "GET site/content/tim-tv?page=1&per=10&site_id"; spec 9: 10 videos, one
 * page) and one video (spec 7 "GET media/{type}/{id}?site_id&frequency=2&offset=1"). The API
 * answers the Article shape; ./gallery.schemas.ts holds the subset the TV pages show.
 */
import type { Static } from '@sinclair/typebox';
import { LOCALE_TAGS, type ApiClient, type Locale } from 'shared-contracts';
import { GALLERY_CHECKS } from './gallery.generated';
import type { GalleryVideoSchema, RenditionSchema } from './gallery.schemas';

export type GalleryVideo = Static<typeof GalleryVideoSchema>;
export type Rendition = Static<typeof RenditionSchema>;

export function getGallery(api: ApiClient, siteId: number, signal: AbortSignal) {
  return api.request('v3/site/content/tim-tv', {
    query: { page: 1, per: 10, site_id: siteId },
    check: GALLERY_CHECKS.Gallery,
    signal,
  });
}

export function getVideo(api: ApiClient, siteId: number, id: string, signal: AbortSignal) {
  return api.request(`v3/media/videos/${encodeURIComponent(id)}`, {
    query: { site_id: siteId, frequency: 2, offset: 1 },
    check: GALLERY_CHECKS.MediaVideo,
    signal,
  });
}

/** What plays after `id`: the next gallery video (the first after the last, or when `id` is not listed). */
export function nextOf(
  gallery: readonly GalleryVideo[],
  id: string | undefined,
): { video: GalleryVideo; index: number } | undefined {
  if (gallery.length === 0) return undefined;
  const at = gallery.findIndex((video) => video.id === id);
  const index = (at + 1) % gallery.length;
  const video = gallery[index];
  if (!video || video.id === id) return undefined;
  return { video, index };
}

/** Whether the video plays here (HLS) or on the site it came from (YouTube, others). */
export const playsHere = (video: GalleryVideo): boolean =>
  video.video?.source === 'hls' && (video.video.hls !== null || video.video.mp4 !== null);

/** Megabytes of a clip at one quality, one decimal in the reader's language (the data-light poster shows it). */
export const megabytes = (bytes: number, locale: Locale): string =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.max(bytes, 0) / 1_000_000,
  );
