/** Profile rows to the API's Profile shape (spec 3), with the generated crest/badge picture. */
import type { Profile, ProfileContext } from 'shared-contracts';
import { imageUrl } from '../../media/image-url';
import type { ProfilesTable } from '../../db/types';

export type ProfileRow = Pick<
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
