/**
 * The TV gallery (spec 7 "GET site/content/tim-tv?page=1&per=10&site_id"; spec 9: 10 videos, one
 * page). The API answers GalleryPageSchema (shared-contracts/src/api/content.ts, not exported
 * from the package yet); ./gallery.schemas.ts holds the subset the frame shows.
 */
import type { Static } from '@sinclair/typebox';
import type { ApiClient } from 'shared-contracts';
import { GALLERY_CHECKS } from './gallery.generated';
import type { GalleryVideoSchema } from './gallery.schemas';

export type GalleryVideo = Static<typeof GalleryVideoSchema>;

export function getGallery(api: ApiClient, siteId: number, signal: AbortSignal) {
  return api.request('v3/site/content/tim-tv', {
    query: { page: 1, per: 10, site_id: siteId },
    check: GALLERY_CHECKS.Gallery,
    signal,
  });
}

/** A video's page; /tv/videos/{post?}/{category?}/{title?}/{id} (spec 2) with only the id. */
export const videoHref = (video: GalleryVideo): string => `/tv/videos/${encodeURIComponent(video.id)}`;
