/**
 * Follows of the reader (spec 7 "Follows"): the signed-in reader uses `follows`, a guest the
 * anonymous variant `follows_anon`, keyed by the PSID header the API client sends (spec 6).
 */
import {
  FollowChangeResponseSchema,
  FollowsResponseSchema,
  type ApiClient,
  type ApiResult,
  type Follow,
  type ProfileRef,
} from 'shared-contracts';

/** Spec 9: follows per=1000, page 1. */
const FOLLOWS_PER = 1000;

const endpoint = (signedIn: boolean): string => (signedIn ? 'v3/follows' : 'v3/follows_anon');

export async function getFollows(
  api: ApiClient,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<ApiResult<readonly Follow[]>> {
  const result = await api.request(endpoint(signedIn), {
    query: { page: 1, per: FOLLOWS_PER },
    schema: FollowsResponseSchema,
    signal,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}

/**
 * Follows or unfollows one profile. Spec 4: subscribing sets push_on to 1, unsubscribing sends
 * push_on 0. Answers the reader's whole list after the change.
 */
export async function setFollowed(
  api: ApiClient,
  signedIn: boolean,
  profile: ProfileRef,
  followed: boolean,
): Promise<ApiResult<readonly Follow[]>> {
  const result = followed
    ? await api.request(endpoint(signedIn), {
        method: 'POST',
        body: { id: profile.id, context: profile.context, push_on: 1 },
        schema: FollowChangeResponseSchema,
      })
    : await api.request(endpoint(signedIn), {
        method: 'DELETE',
        body: { profiles: [{ id: profile.id, context: profile.context, push_on: 0 }] },
        schema: FollowChangeResponseSchema,
      });
  return result.ok ? { ...result, data: result.data.results } : result;
}

export const isFollowing = (follows: readonly Follow[], profile: ProfileRef): boolean =>
  follows.some((follow) => follow.id === profile.id && follow.context === profile.context);
