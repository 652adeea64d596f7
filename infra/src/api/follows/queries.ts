/** Follows of a reader (spec 3 "Follow", spec 4 "Follow" states, spec 7 "Follows"). */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Follow, ProfileContext, ProfileRef } from 'shared-contracts';
import { PROFILE_COLUMNS } from '../content/profile';
import { findProfiles } from '../content/queries';
import { offsetOf, pageOf, type Paged } from '../paging';
import { toFollow } from './follow';

export interface FollowInput {
  readonly id: string;
  readonly context: ProfileContext;
  readonly device_token?: string | null;
  readonly push_on?: 0 | 1;
}

/** The reader's follows with their profiles, oldest first (a follow of a deleted profile is left out). */
function followsOf(db: Kysely<DB>, owner: string) {
  return db
    .selectFrom('follows')
    .innerJoin('profiles', (join) =>
      join.onRef('profiles.context', '=', 'follows.context').onRef('profiles.id', '=', 'follows.profile_id'),
    )
    .where('follows.owner', '=', owner);
}

function selectFollows(db: Kysely<DB>, owner: string) {
  return followsOf(db, owner)
    .select(PROFILE_COLUMNS.map((column) => `profiles.${column}` as const))
    .select(['follows.push_on', 'follows.device_token'])
    .orderBy('follows.created_at')
    .orderBy('follows.profile_id');
}

/** All of the reader's follows (the answer to every change). */
export async function listFollows(db: Kysely<DB>, owner: string): Promise<Follow[]> {
  const rows = await selectFollows(db, owner).execute();
  return rows.map(toFollow);
}

/** One page of the reader's follows, paged in SQL; the total counts them all. */
export async function pageOfFollows(
  db: Kysely<DB>,
  owner: string,
  page: number,
  per: number,
): Promise<Paged<Follow>> {
  const [rows, count] = await Promise.all([
    selectFollows(db, owner).limit(per).offset(offsetOf(page, per)).execute(),
    followsOf(db, owner)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst(),
  ]);
  return pageOf(page, per, count?.n ?? 0, rows.map(toFollow));
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

/** The first input whose profile does not exist, if any. */
export async function missingProfile(
  db: Kysely<DB>,
  inputs: readonly FollowInput[],
): Promise<FollowInput | undefined> {
  const found = await findProfiles(db, inputs);
  return inputs.find((input) => !found.has(`${input.context}/${input.id}`));
}

/** Follows every input (their profiles exist: see missingProfile). */
export async function addFollows(
  db: Kysely<DB>,
  owner: string,
  inputs: readonly FollowInput[],
): Promise<void> {
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

/** Switches push of a followed profile; false when the reader does not follow it. */
export async function setPush(
  db: Kysely<DB>,
  owner: string,
  input: Required<Pick<FollowInput, 'push_on'>> & FollowInput,
): Promise<boolean> {
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
  return Number(result.numUpdatedRows) > 0;
}
