/** A fake API for the search bar's tests: autocomplete answers and the favorites tree. */
import type { ApiResult, AutocompleteItem, TopicNode } from 'shared-contracts';

export const FLAMENGO: AutocompleteItem = {
  name: 'Flamengo',
  key: 'teams-flamengo',
  profile: { id: 'flamengo', context: 'teams' },
};
export const HEADLINE: AutocompleteItem = { name: 'Flamengo vence o clássico', key: 'content-n1' };

const followedNode: TopicNode = {
  key: 'teams-flamengo',
  name: 'Flamengo',
  type: 'profile',
  canDrill: false,
  followed: true,
  push_on: 0,
  context: 'teams',
  context_type: 'profile',
  filter_context: 'teams',
  load_profile: true,
  menu: true,
  profile: {
    id: 'flamengo',
    name: 'Flamengo',
    context: 'teams',
    short_name: null,
    location: null,
    has_standings: false,
    common_name: null,
    photo: { small: null },
  },
  nodes: [],
};

/** Answers autocomplete with `items`; the favorites tree (one followed team) after `favorites`. */
export function searchApi(
  items: readonly AutocompleteItem[],
  favorites: Promise<void> = Promise.resolve(),
): (path: string) => Promise<ApiResult<unknown>> {
  return async (path) => {
    if (path === 'v3/site/favorites/ac') return { ok: true, status: 200, data: items };
    if (path === 'v3/site/favorites') {
      await favorites;
      return { ok: true, status: 200, data: { nodes: [followedNode] } };
    }
    return { ok: false, status: 404, code: 'NOT_FOUND', message: path };
  };
}
