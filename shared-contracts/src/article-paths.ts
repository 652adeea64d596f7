/**
 * Article page paths (spec 2 "Article pages", "Media"): /{post}/news_stories/*, /{post}/videos/*
 * and /media/{context}/.../{id}. Built as /noproxy/{type}/{vertical}/{publisher}/{slug}/{id}, or
 * /noproxy/{type}/web/{id} when only the id is known. The one builder and parser of these paths:
 * the API (an article's link, the sitemap, alerts), the news remote, the edge's heads and lite
 * pages, ads and measurement use it; a lint rule keeps other copies out (eslint.config.mjs). A
 * video's own page is its TV page (tv-paths.ts).
 */
import type { Article } from './api/content';
import { matchRoute } from './routes';
import { slugOf } from './slug';

/** What an article path names: a news story or a video story (the wire's `context`). */
export type ArticleContext = Article['context'];

/** The `post` routing segment of article paths: spec 2, 'noproxy' means served without proxy. */
export const ARTICLE_POST = 'noproxy';

/** A story's title as its path segment (the one slug rule, slug.ts); never empty. */
export const articleSlug = (title: string): string => slugOf(title, { fallback: 'materia' });

/** The canonical path of a story page: /noproxy/{context}/{vertical}/{publisher}/{slug}/{id}. */
export function articlePath(story: {
  readonly context: ArticleContext;
  readonly vertical: string;
  readonly publisher: string;
  readonly name: string;
  readonly id: string;
}): string {
  const { context, vertical, publisher, name, id } = story;
  return `/${ARTICLE_POST}/${context}/${vertical}/${publisher}/${articleSlug(name)}/${id}`;
}

/** The page of a story known by its id only: /noproxy/{context}/web/{id}. */
export const articleWebPath = (context: ArticleContext, id: string): string =>
  `/${ARTICLE_POST}/${context}/web/${encodeURIComponent(id)}`;

/**
 * The id in the part of an article path after /{post}/news_stories/ or /{post}/videos/ (the
 * route's decoded `*`): web/{id}; {category}/{publisher}/{slugs}/{id}; and for videos also
 * {id}/{slugs?}. Optional segments fill from the left, as in react-router, so a lone category is
 * not an id.
 */
export function articleIdFrom(context: ArticleContext, rest: string): string | undefined {
  const segments = rest.split('/').filter(Boolean);
  if (segments[0] === 'web') return segments[1];
  if (segments.length === 4) return segments[3];
  if (context === 'videos' && segments.length <= 2) return segments[0];
  return undefined;
}

/**
 * The story a media path names, from the part after /media/ (decoded): news_stories/... or
 * {context}/{vertical}/{publisher}/{name}/{id}; the id is the last segment.
 */
export function mediaTargetFrom(rest: string): { context: ArticleContext; id: string } | undefined {
  const segments = rest.split('/').filter(Boolean);
  const [context] = segments;
  const id = segments.at(-1);
  if (segments.length < 2 || !id) return undefined;
  if (context === 'news_stories' || context === 'videos') return { context, id };
  return undefined;
}

/** The story a whole path names (any article or media route form), or undefined. */
export function articleTargetOf(pathname: string): { context: ArticleContext; id: string } | undefined {
  const match = matchRoute(pathname);
  return match && articleTargetOfRoute(match.route.id, match.params);
}

/** As articleTargetOf, for a path already matched to its route (the edge matches a page once). */
export function articleTargetOfRoute(
  routeId: string | undefined,
  params: Readonly<Record<string, string | undefined>>,
): { context: ArticleContext; id: string } | undefined {
  const rest = params['*'] ?? '';
  if (routeId === 'media') return mediaTargetFrom(rest);
  const context = routeId === 'newsStory' ? 'news_stories' : routeId === 'videoStory' ? 'videos' : undefined;
  const id = context && articleIdFrom(context, rest);
  return context && id ? { context, id } : undefined;
}

/**
 * Whether a path matched to `routeId` is a news story's page, found or not: /{post}/news_stories/*
 * or /media/news_stories/* (no ads, the lite page, counted as news).
 */
export const isNewsStoryRoute = (routeId: string | undefined, pathname: string): boolean =>
  routeId === 'newsStory' ||
  (routeId === 'media' && pathname.split('/').filter(Boolean)[1]?.toLowerCase() === 'news_stories');
