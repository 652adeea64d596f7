/** Profile rows to the API's Profile shape (spec 3), with the generated crest/badge picture. */
import type { Kysely } from 'kysely';
import type { Profile, ProfileContext } from 'shared-contracts';
import { imageUrl } from '../media/image-url';
import type { DB, ProfilesTable } from '../db/types';

type ProfileRow = Pick<
  ProfilesTable,
  'context' | 'id' | 'name' | 'short_name' | 'common_name' | 'location'
> & { has_standings: boolean };

export const PROFILE_COLUMNS = [
  'context',
  'id',
  'name',
  'short_name',
  'common_name',
  'location',
  'has_standings',
] as const;

export function photoOf(context: ProfileContext, id: string): string | null {
  if (context === 'teams') return imageUrl('crest', id, 64);
  if (context === 'leagues') return imageUrl('league', id, 64);
  return null;
}

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    context: row.context,
    short_name: row.short_name,
    location: row.location,
    has_standings: row.has_standings,
    common_name: row.common_name,
    photo: { small: photoOf(row.context, row.id) },
  };
}

export async function findProfile(
  db: Kysely<DB>,
  context: ProfileContext,
  id: string,
): Promise<Profile | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where('context', '=', context)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toProfile(row) : undefined;
}

export async function findProfiles(
  db: Kysely<DB>,
  refs: readonly { context: ProfileContext; id: string }[],
): Promise<Map<string, Profile>> {
  const out = new Map<string, Profile>();
  if (refs.length === 0) return out;
  const rows = await db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where((eb) => eb.or(refs.map((ref) => eb.and([eb('context', '=', ref.context), eb('id', '=', ref.id)]))))
    .execute();
  for (const row of rows) out.set(`${row.context}/${row.id}`, toProfile(row));
  return out;
}
