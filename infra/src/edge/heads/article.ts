/**
 * Head of article, video-story and media pages (spec 2 "Article pages", "Media"; spec 9 "Share
 * image 400x400"): the story's title (cut at a word), its summary as description, the story's own
 * in-site path as canonical (every route form of one story — web/{id}, slugs, /media/... — names
 * one URL), its share cards (1200×630 and 400×400; a video's own poster first), og:type article
 * with its date and section, and its structured data (NewsArticle or VideoObject). An unknown or
 * malformed id, or a path that names none, is MISSING: the page answers 404 (the news remote shows
 * its 404 page). An API failure leaves the site defaults.
 */
import { Value } from '@sinclair/typebox/value';
import {
  itemReadUrl,
  mediaRead,
  MediaResponseSchema,
  pageTitle,
  storyHead,
  type Article,
} from 'shared-contracts';
import type { PageHead } from '../html';
import { articleStructuredData } from './structured-data';
import { MISSING, type RouteHead } from './types';

type ContentType = Article['context'];

/**
 * The id in the rest of an article path (same rules as mf-news/src/data/article.ts
 * articleIdFrom): web/{id}; {category}/{publisher}/{slugs}/{id}; for videos also {id}/{slugs?}.
 */
export function articleIdFrom(type: ContentType, rest: string): string | undefined {
  const segments = rest.split('/').filter(Boolean);
  if (segments[0] === 'web') return segments[1];
  if (segments.length === 4) return segments[3];
  if (type === 'videos' && segments.length <= 2) return segments[0];
  return undefined;
}

/** /media/{context}/.../{id}: the content type and the last segment. */
export function mediaTargetFrom(rest: string): { type: ContentType; id: string } | undefined {
  const segments = rest.split('/').filter(Boolean);
  const [context] = segments;
  const id = segments.at(-1);
  if (segments.length < 2 || !id) return undefined;
  if (context === 'news_stories' || context === 'videos') return { type: context, id };
  return undefined;
}

const headOf =
  (
    target: (
      params: Readonly<Record<string, string | undefined>>,
    ) => { type: ContentType; id?: string } | undefined,
    options: { readonly video?: boolean } = {},
  ): RouteHead =>
  async (params, { config, get, pathname }) => {
    const found = target(params);
    if (!found?.id) return MISSING;
    // The read the owner's page makes (item-reads.ts), so the page's reads answer both at once.
    const response = await get(itemReadUrl(mediaRead(found.type, found.id, config.id)));
    // 400: an id the API refuses as malformed names no story either.
    if (response.statusCode === 404 || response.statusCode === 400) return MISSING;
    if (response.statusCode !== 200 || !Value.Check(MediaResponseSchema, response.body)) return undefined;
    const [article] = response.body;
    if (!article) return MISSING;
    // What the page's head says in the browser too (shared-contracts story-head.ts), here with
    // the site's origin, the date, the section and the structured data.
    const story = storyHead(article);
    const canonical = story.canonicalPath && new URL(story.canonicalPath, config.url).toString();
    const { description } = story;
    const images = story.images.map((image) => ({
      ...image,
      url: new URL(image.url, config.url).toString(),
    }));
    return {
      title: pageTitle(article.name, config.name),
      description,
      ...(canonical && { canonical }),
      images,
      type: story.type,
      article: {
        publishedTime: article.publish_date,
        ...(article.verticals[0] ? { section: article.verticals[0].label } : {}),
      },
      jsonLd: [
        articleStructuredData(article, config, {
          canonical: canonical ?? new URL(pathname, config.url).toString(),
          images,
          description,
        }),
      ],
      ...(options.video && videoTags(article, config.url)),
    };
  };

/**
 * A TV page's video tags (Open Graph og:video): its MP4 at the size of the rendition it copies
 * (the file is the 360p stream; scripts/make-videos.ts), as video.other.
 */
function videoTags(article: Article, siteUrl: string): { type: 'video.other'; video?: PageHead['video'] } {
  const mp4 = article.video?.mp4;
  if (!mp4 || !mp4.startsWith('/') || mp4.startsWith('//')) return { type: 'video.other' };
  const size = article.video?.renditions.find((r) => r.name === '360p') ?? { width: 640, height: 360 };
  return {
    type: 'video.other',
    video: {
      url: new URL(mp4, siteUrl).toString(),
      type: 'video/mp4',
      width: size.width,
      height: size.height,
    },
  };
}

export const newsStoryHead = headOf((params) => ({
  type: 'news_stories',
  id: articleIdFrom('news_stories', params['*'] ?? ''),
}));
export const videoStoryHead = headOf((params) => ({
  type: 'videos',
  id: articleIdFrom('videos', params['*'] ?? ''),
}));
export const mediaHead = headOf((params) => mediaTargetFrom(params['*'] ?? ''));

/**
 * /tv/videos/{post?}/{category?}/{title?}/{id} (spec 2 "TV"): the last segment is the video's id.
 * The TV start page (/tv) has no item.
 */
export function tvVideoIdFrom(rest: string): string | undefined | null {
  const segments = rest.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  return segments[0] === 'videos' && segments.length >= 2 ? segments.at(-1) : undefined;
}

const videoHead = headOf(
  (params) => ({ type: 'videos', id: tvVideoIdFrom(params['*'] ?? '') ?? undefined }),
  {
    video: true,
  },
);
export const tvHead: RouteHead = async (params, context) =>
  tvVideoIdFrom(params['*'] ?? '') === null ? undefined : videoHead(params, context);
