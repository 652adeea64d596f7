/**
 * The TV gallery (spec 7 "GET site/content/tim-tv?page=1&per=10&site_id"; spec 9: 10 videos, one
 * page) and one video (spec 7 "GET media/{type}/{id}?site_id&frequency=2&offset=1"). The API
 * answers the Article shape; ./gallery.schemas.ts holds the subset the TV pages show.
 */
import type { Static } from '@sinclair/typebox';
import { LOCALE_TAGS, mediaRead, type ApiClient, type Locale, type VideoRendition } from 'shared-contracts';
import { GALLERY_CHECKS } from './gallery.generated';
import type { GalleryVideoSchema } from './gallery.schemas';

export type GalleryVideo = Static<typeof GalleryVideoSchema>;
export type Rendition = VideoRendition;

export function getGallery(api: ApiClient, siteId: number, signal: AbortSignal) {
  return api.request('v3/site/content/tim-tv', {
    query: { page: 1, per: 10, site_id: siteId },
    check: GALLERY_CHECKS.Gallery,
    signal,
  });
}

export function getVideo(api: ApiClient, siteId: number, id: string, signal: AbortSignal) {
  // The same read as the page's head on the server (item-reads.ts): the video is read once.
  const read = mediaRead('videos', id, siteId);
  return api.request(read.path, {
    query: read.query,
    check: GALLERY_CHECKS.MediaVideo,
    signal,
  });
}

/** The verticals' sections on the TV page, in this order; any other vertical follows them. */
export const TV_VERTICALS = ['news', 'sports', 'entertainment'] as const;

export interface GalleryEntry {
  readonly video: GalleryVideo;
  /** The position in the gallery as the API lists it (the page link's `index`). */
  readonly index: number;
}

export interface VerticalSection {
  readonly key: string;
  /** The vertical's name as the API gives it (shown for verticals without a translated heading). */
  readonly label: string;
  readonly entries: readonly GalleryEntry[];
}

const verticalOf = (video: Pick<GalleryVideo, 'verticals'>): string => video.verticals[0]?.key ?? '';

/** The gallery as sections by vertical (news, sports, entertainment, then others), each in gallery order. */
export function sectionsByVertical(gallery: readonly GalleryVideo[]): VerticalSection[] {
  const sections = new Map<string, { key: string; label: string; entries: GalleryEntry[] }>();
  gallery.forEach((video, index) => {
    const key = verticalOf(video);
    const section = sections.get(key) ?? { key, label: video.verticals[0]?.label ?? '', entries: [] };
    section.entries.push({ video, index });
    sections.set(key, section);
  });
  const rank = (key: string) => {
    const at = (TV_VERTICALS as readonly string[]).indexOf(key);
    return at === -1 ? TV_VERTICALS.length : at;
  };
  return [...sections.values()].sort((a, b) => rank(a.key) - rank(b.key));
}

/**
 * What plays after `current`: the next gallery video of its vertical, the first of the vertical
 * after its last (or when `current` is not listed). A video alone in its vertical is followed by
 * the next gallery video, as in the gallery's own order.
 */
export function nextOf(
  gallery: readonly GalleryVideo[],
  current: Pick<GalleryVideo, 'id' | 'verticals'> | undefined,
): GalleryEntry | undefined {
  const all = gallery.map((video, index) => ({ video, index }));
  const vertical = current ? verticalOf(current) : undefined;
  const same = all.filter((entry) => verticalOf(entry.video) === vertical);
  const pool = same.some((entry) => entry.video.id !== current?.id) ? same : all;
  if (pool.length === 0) return undefined;
  const at = pool.findIndex((entry) => entry.video.id === current?.id);
  const next = pool[(at + 1) % pool.length];
  if (!next || next.video.id === current?.id) return undefined;
  return next;
}

/** Whether the video plays here (HLS) or on the site it came from (YouTube, others). */
export const playsHere = (video: GalleryVideo): boolean =>
  video.video?.source === 'hls' && (video.video.hls !== null || video.video.mp4 !== null);

/** Megabytes of a clip at one quality, one decimal in the reader's language (the data-light poster shows it). */
export const megabytes = (bytes: number, locale: Locale): string =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.max(bytes, 0) / 1_000_000,
  );
