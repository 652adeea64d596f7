/** A follows row with its profile to the Follow shape of spec 3 ("Follow"). */
import type { Follow } from 'shared-contracts';
import { toProfile, type ProfileRow } from '../content/profile';

export type FollowRow = ProfileRow & { push_on: number; device_token: string | null };

export function toFollow(row: FollowRow): Follow {
  return {
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
  };
}
