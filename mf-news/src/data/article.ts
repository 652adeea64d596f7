/**
 * One article or video and its related stories (spec 7 "Content", "Related"; spec 5: the media
 * answer is an array whose first element is the article — the API answers 404 rather than []).
 */
import { mediaRead, WIRE_CHECKS, type ApiClient, type ApiResult, type Article } from 'shared-contracts';

export type ArticleKind = 'news' | 'video';

export const TYPE_SEGMENT: Record<ArticleKind, Article['context']> = {
  news: 'news_stories',
  video: 'videos',
};
export const kindOf = (context: Article['context']): ArticleKind => (context === 'videos' ? 'video' : 'news');
// The paths that name an article are read by shared-contracts' article-paths.ts.

export async function getArticle(
  api: ApiClient,
  kind: ArticleKind,
  id: string,
  siteId: number,
  signal: AbortSignal,
): Promise<ApiResult<Article>> {
  // The same read as the page's head on the server (item-reads.ts): the story is read once.
  const read = mediaRead(TYPE_SEGMENT[kind], id, siteId);
  const result = await api.request(read.path, {
    query: read.query,
    check: WIRE_CHECKS.MediaResponse,
    signal,
  });
  if (!result.ok) return result;
  // The schema holds exactly one element (minItems 1).
  const [article] = result.data;
  return article
    ? { ok: true, status: result.status, data: article }
    : { ok: false, status: 500, code: 'EMPTY_MEDIA', message: 'Empty media answer' };
}

/** Spec 9: related feeds 5 per page, N=20. */
export const RELATED_PER = 5;

/**
 * Related stories: api/v4/related, then the v3 fallback, then an empty list (spec 7, spec 8).
 * Secondary data: it never fails the page, so this always resolves to a list.
 */
export async function getRelated(
  api: ApiClient,
  article: Pick<Article, 'id' | 'context' | 'post'>,
  signal: AbortSignal,
): Promise<readonly Article[]> {
  const id = encodeURIComponent(article.id);
  const query = { N: 20, size: RELATED_PER, per: RELATED_PER, page: 1 };
  const v4 = await api.request(`v4/related/${article.context}/${id}`, {
    query,
    check: WIRE_CHECKS.ArticlePage,
    signal,
  });
  if (v4.ok) return v4.data.results;
  if (signal.aborted) return [];
  const post = encodeURIComponent(article.post || 'noproxy');
  const v3 = await api.request(`v3/${post}/${article.context}/${id}/related`, {
    query,
    check: WIRE_CHECKS.ArticlePage,
    signal,
  });
  if (v3.ok) return v3.data.results;
  console.warn('[mf-news] related_failed', { id: article.id, status: v3.status, code: v3.code });
  return [];
}

export const LATEST_PER = 5;

/**
 * The newest stories of an article's section (its first vertical's gallery, spec 7 "Content"),
 * without the article itself. Secondary data: failures (a vertical without a gallery) give [].
 */
export async function getSectionLatest(
  api: ApiClient,
  article: Pick<Article, 'id' | 'verticals'>,
  signal: AbortSignal,
): Promise<readonly Article[]> {
  const vertical = article.verticals[0]?.key;
  if (!vertical || !/^[a-z0-9_-]{1,40}$/.test(vertical)) return [];
  const result = await api.request(`v3/site/content/${vertical}`, {
    query: { page: 1, per: LATEST_PER + 1 },
    check: WIRE_CHECKS.GalleryPage,
    signal,
  });
  if (!result.ok) return [];
  return result.data.results.filter((story) => story.id !== article.id).slice(0, LATEST_PER);
}
