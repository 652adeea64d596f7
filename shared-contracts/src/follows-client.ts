/**
 * The reader's follows (spec 7 "Follows"), for every remote that shows or changes them: a
 * signed-in reader uses `follows`, a guest the anonymous variant `follows_anon`, keyed by the PSID
 * header the platform's API client sends (spec 6). Answers are checked against their schemas.
 */
import type { ApiClient, ApiResult } from './api-client';
import type { Follow, ProfileRef } from './api/index';
import { WIRE_CHECKS } from 'shared-contracts/core';

/** Spec 9: follows per=1000, page 1. */
const FOLLOWS_PER = 1000;

const followsPath = (signedIn: boolean): string => (signedIn ? 'v3/follows' : 'v3/follows_anon');

export async function getFollows(
  api: ApiClient,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<ApiResult<readonly Follow[]>> {
  const result = await api.request(followsPath(signedIn), {
    query: { page: 1, per: FOLLOWS_PER },
    check: WIRE_CHECKS.FollowsResponse,
    signal,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}

/**
 * Follows or unfollows one profile and answers the reader's whole list. Spec 4: subscribing sets
 * push_on to 1, unsubscribing sends push_on 0.
 */
export async function setFollowed(
  api: ApiClient,
  signedIn: boolean,
  profile: ProfileRef,
  followed: boolean,
): Promise<ApiResult<readonly Follow[]>> {
  const { id, context } = profile;
  const result = await api.request(followsPath(signedIn), {
    method: followed ? 'POST' : 'DELETE',
    body: followed ? { id, context, push_on: 1 } : { profiles: [{ id, context, push_on: 0 }] },
    check: WIRE_CHECKS.FollowChangeResponse,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}

export const isFollowing = (follows: readonly Follow[], profile: ProfileRef): boolean =>
  follows.some((follow) => follow.id === profile.id && follow.context === profile.context);

/** Switches push notifications of one followed profile (spec 7 PUT follows, push_on 0 or 1). */
export async function setPush(
  api: ApiClient,
  signedIn: boolean,
  profile: ProfileRef,
  on: boolean,
): Promise<ApiResult<readonly Follow[]>> {
  const { id, context } = profile;
  const result = await api.request(followsPath(signedIn), {
    method: 'PUT',
    body: { id, context, push_on: on ? 1 : 0 },
    check: WIRE_CHECKS.FollowChangeResponse,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}
