/**
 * Likes of the reader (spec 7 "Likes": GET like, POST like, POST unlike), keyed by the signed-in
 * user or the anonymous PSID. Spec 8: a like call fails when the status is outside 200-299.
 */
import { WIRE_CHECKS, type ApiClient, type ApiResult, type Article } from 'shared-contracts';

export async function getLiked(api: ApiClient, id: string, signal: AbortSignal): Promise<ApiResult<boolean>> {
  const result = await api.request('v3/like', { check: WIRE_CHECKS.LikesResponse, signal });
  return result.ok ? { ...result, data: result.data.likes.apiResults.includes(id) } : result;
}

/** Likes or unlikes one article; resolves to the state the API confirms. */
export async function setLiked(
  api: ApiClient,
  article: Pick<Article, 'id' | 'context'>,
  liked: boolean,
): Promise<ApiResult<boolean>> {
  const result = await api.request(liked ? 'v3/like' : 'v3/unlike', {
    method: 'POST',
    body: { id: article.id, context: article.context },
    check: WIRE_CHECKS.LikeChangeResponse,
  });
  return result.ok ? { ...result, data: result.data.liked } : result;
}
