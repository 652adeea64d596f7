/**
 * One article or video (spec 7 "GET media/{type}/{id}?site_id&frequency=2&offset=1"; spec 5: the
 * answer is an array whose first element is the article; the API answers 404 rather than []).
 * Checks the subset of MediaResponseSchema (shared-contracts/src/api/content.ts, not exported from
 * the package yet) that the frame shows.
 */
import { Type } from '@sinclair/typebox';
import type { ApiClient } from 'shared-contracts';

export type ArticleKind = 'news' | 'video';

export const ArticleListSchema = Type.Array(
  Type.Object({
    id: Type.String({ minLength: 1 }),
    name: Type.String({ minLength: 1 }),
  }),
  { minItems: 1 },
);

const TYPE_SEGMENT: Record<ArticleKind, string> = { news: 'news_stories', video: 'videos' };

export function getArticle(
  api: ApiClient,
  kind: ArticleKind,
  id: string,
  siteId: number,
  signal: AbortSignal,
) {
  return api.request(`v3/media/${TYPE_SEGMENT[kind]}/${encodeURIComponent(id)}`, {
    query: { site_id: siteId, frequency: 2, offset: 1 },
    schema: ArticleListSchema,
    signal,
  });
}

/**
 * The id in the part of an article path after /{post}/news_stories/ or /{post}/videos/ (spec 2):
 * web/{id}; {category}/{publisher}/{slugs}/{id}; and for videos also {id}/{slugs?}. Optional
 * segments fill from the left, as in react-router, so a lone category is not an id.
 */
export function articleIdFrom(kind: ArticleKind, rest: string): string | undefined {
  const segments = rest.split('/').filter(Boolean);
  if (segments[0] === 'web') return segments[1];
  if (segments.length === 4) return segments[3];
  if (kind === 'video' && segments.length <= 2) return segments[0];
  return undefined;
}
