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
  mediaTargetFrom,
  articleIdFrom,
  MediaResponseSchema,
  pageTitle,
  storyHead,
  tvVideoIdFrom,
  type Article,
  type ArticleContext,
} from 'shared-contracts';
import type { PageHead } from '../html';
import { articleStructuredData } from './structured-data';
import { MISSING, type RouteHead } from './types';

const headOf =
  (
    target: (
      params: Readonly<Record<string, string | undefined>>,
      pathname: string,
    ) => { context: ArticleContext; id?: string } | undefined,
    options: { readonly video?: boolean } = {},
  ): RouteHead =>
  async (params, { config, get, pathname }) => {
    const found = target(params, pathname);
    if (!found?.id) return MISSING;
    // The read the owner's page makes (item-reads.ts), so the page's reads answer both at once.
    const response = await get(itemReadUrl(mediaRead(found.context, found.id, config.id)));
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
  context: 'news_stories',
  id: articleIdFrom('news_stories', params['*'] ?? ''),
}));
export const videoStoryHead = headOf((params) => ({
  context: 'videos',
  id: articleIdFrom('videos', params['*'] ?? ''),
}));
export const mediaHead = headOf((params) => mediaTargetFrom(params['*'] ?? ''));

/**
 * A TV page's video: the last segment of /tv/videos/{post?}/{category?}/{title?}/{id}, read by the
 * one TV path parser (tv-paths.ts) from the page's path, as the TV remote reads it. The TV start
 * page (/tv) has no item: the site defaults.
 */
const videoHead = headOf(
  (_params, pathname) => ({ context: 'videos', id: tvVideoIdFrom(pathname) ?? undefined }),
  {
    video: true,
  },
);
export const tvHead: RouteHead = async (params, context) =>
  tvVideoIdFrom(context.pathname) === null ? undefined : videoHead(params, context);
