/** Follows of a reader (spec 3 "Follow", spec 4 "Follow" states, spec 7 "Follows"). */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Follow, ProfileContext, ProfileRef } from 'shared-contracts';
import { ApiHttpError } from '../errors';
import { PROFILE_COLUMNS, toProfile } from '../content/profile';
import { findProfiles } from '../content/queries';

export interface FollowInput {
  readonly id: string;
  readonly context: ProfileContext;
  readonly device_token?: string | null;
  readonly push_on?: 0 | 1;
}

export async function listFollows(db: Kysely<DB>, owner: string): Promise<Follow[]> {
  const rows = await db
    .selectFrom('follows')
    .innerJoin('profiles', (join) =>
      join.onRef('profiles.context', '=', 'follows.context').onRef('profiles.id', '=', 'follows.profile_id'),
    )
    .select(PROFILE_COLUMNS.map((column) => `profiles.${column}` as const))
    .select(['follows.push_on', 'follows.device_token'])
    .where('follows.owner', '=', owner)
    .orderBy('follows.created_at')
    .orderBy('follows.profile_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    context: row.context,
    name: row.name,
    api: `profiles/${row.context}/${row.id}`,
    type: 'profile',
    followed: true,
    device_token: row.device_token,
    push_on: row.push_on === 1 ? 1 : 0,
    // Leagues and teams show in the sports menu (spec 2 "categories side menu").
    menu: row.context !== 'entities',
    profile: toProfile(row),
  }));
}

export async function followRefs(db: Kysely<DB>, owner: string | null): Promise<ProfileRef[]> {
  if (!owner) return [];
  const rows = await db
    .selectFrom('follows')
    .select(['context', 'profile_id'])
    .where('owner', '=', owner)
    .execute();
  return rows.flatMap((row) =>
    row.context === 'entities' || row.context === 'leagues' || row.context === 'teams'
      ? [{ context: row.context, id: row.profile_id }]
      : [],
  );
}

async function assertProfilesExist(db: Kysely<DB>, inputs: readonly FollowInput[]): Promise<void> {
  const found = await findProfiles(db, inputs);
  const missing = inputs.find((input) => !found.has(`${input.context}/${input.id}`));
  if (missing)
    throw new ApiHttpError('PROFILE_NOT_FOUND', `No profile "${missing.context}/${missing.id}" to follow.`);
}

export async function addFollows(
  db: Kysely<DB>,
  owner: string,
  inputs: readonly FollowInput[],
): Promise<void> {
  await assertProfilesExist(db, inputs);
  // One row per profile even when the request repeats one: the last occurrence wins.
  const unique = [...new Map(inputs.map((input) => [`${input.context}/${input.id}`, input])).values()];
  // Two statements so a re-follow without push_on keeps the stored push choice.
  for (const keepPush of [false, true]) {
    const batch = unique.filter((input) => (input.push_on === undefined) === keepPush);
    if (batch.length === 0) continue;
    await db
      .insertInto('follows')
      .values(
        batch.map((input) => ({
          owner,
          context: input.context,
          profile_id: input.id,
          push_on: input.push_on ?? 0,
          device_token: input.device_token ?? null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['owner', 'context', 'profile_id']).doUpdateSet((eb) => ({
          ...(keepPush ? {} : { push_on: eb.ref('excluded.push_on') }),
          device_token: sql<string | null>`coalesce(excluded.device_token, follows.device_token)`,
        })),
      )
      .execute();
  }
}

export async function removeFollows(
  db: Kysely<DB>,
  owner: string,
  refs: readonly ProfileRef[],
): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('owner', '=', owner)
    .where((eb) =>
      eb.or(refs.map((ref) => eb.and([eb('context', '=', ref.context), eb('profile_id', '=', ref.id)]))),
    )
    .execute();
}

export async function setPush(
  db: Kysely<DB>,
  owner: string,
  input: Required<Pick<FollowInput, 'push_on'>> & FollowInput,
) {
  const result = await db
    .updateTable('follows')
    .set({
      push_on: input.push_on,
      ...(input.device_token !== undefined ? { device_token: input.device_token } : {}),
    })
    .where('owner', '=', owner)
    .where('context', '=', input.context)
    .where('profile_id', '=', input.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new ApiHttpError(
      'FOLLOW_NOT_FOUND',
      `"${input.context}/${input.id}" is not followed; follow it first.`,
    );
  }
}
