/** A small discover tree for tests: Notícias; Esportes > Brasileirão > Flamengo; the Olympic topic. */
import type { TopicLeaf, TopicMid, TopicNode } from 'shared-contracts';
import { OLYMPIC_PROFILE_ID } from '../routes/discover/discoverPaths';

function leaf(
  key: string,
  name: string,
  context: 'entities' | 'leagues' | 'teams',
  canDrill = false,
): TopicLeaf {
  const id = key.slice(context.length + 1);
  return {
    key,
    name,
    type: 'profile',
    canDrill,
    followed: false,
    push_on: 0,
    context,
    context_type: 'profile',
    filter_context: context,
    load_profile: true,
    menu: true,
    profile: {
      id,
      name,
      context,
      short_name: null,
      location: null,
      has_standings: false,
      common_name: null,
      photo: { small: null },
    },
    nodes: [],
  };
}

const brasileirao: TopicMid = {
  ...leaf('leagues-brasileirao', 'Brasileirão', 'leagues', true),
  nodes: [leaf('teams-flamengo', 'Flamengo', 'teams')],
};
const sports: TopicNode = { ...leaf('entities-sports', 'Esportes', 'entities', true), nodes: [brasileirao] };
const olympic: TopicNode = {
  ...leaf(`entities-${OLYMPIC_PROFILE_ID}`, 'Tóquio 2020', 'entities'),
  nodes: [],
};

export const DISCOVER_TREE = {
  nodes: [{ ...leaf('entities-news', 'Notícias', 'entities'), nodes: [] }, sports, olympic],
};
export const BRASILEIRAO = brasileirao;
export const SPORTS = sports;
