/** Valid favourites data for tests: every answer passes its shared-contracts schema. */
import type { Follow, Profile, ProfileContext, TopicLeaf, TopicMid, TopicNode } from 'shared-contracts';

const profile = (context: ProfileContext, id: string, name: string): Profile => ({
  id,
  name,
  context,
  short_name: null,
  location: null,
  has_standings: context === 'leagues',
  common_name: null,
  photo: { small: context === 'entities' ? null : `/api/v3/images/crest/${id}?w=64` },
});

export function leaf(context: ProfileContext, id: string, name: string, followed = false): TopicLeaf {
  return {
    key: `${context}-${id}`,
    name,
    type: 'profile',
    canDrill: false,
    followed,
    push_on: followed ? 1 : 0,
    context,
    context_type: 'profile',
    filter_context: context,
    load_profile: true,
    menu: true,
    profile: profile(context, id, name),
    nodes: [],
  };
}

export const league = (id: string, name: string, teams: TopicLeaf[]): TopicMid => ({
  ...leaf('leagues', id, name),
  canDrill: true,
  nodes: teams,
});

export const label = (key: string, name: string, nodes: TopicMid[]): TopicNode => ({
  ...leaf('entities', key, name),
  key,
  type: 'label',
  canDrill: true,
  context_type: 'label',
  filter_context: null,
  load_profile: false,
  menu: false,
  profile: null,
  nodes,
});

export const TREE: { nodes: TopicNode[] } = {
  nodes: [
    label('label-entities', 'Tópicos', [{ ...leaf('entities', 'news', 'Notícias', true), nodes: [] }]),
    label('label-leagues', 'Ligas', [
      league('brasileirao', 'Brasileirão', [
        leaf('teams', 'flamengo', 'Flamengo'),
        leaf('teams', 'palmeiras', 'Palmeiras', true),
      ]),
    ]),
  ],
};

export function follow(context: ProfileContext, id: string, name: string): Follow {
  return {
    id,
    context,
    name,
    api: `profiles/${context}/${id}`,
    type: 'profile',
    followed: true,
    device_token: null,
    push_on: 1,
    menu: true,
    profile: profile(context, id, name),
  };
}

export const followsPage = (results: Follow[]) => ({
  page: 1,
  per: 1000,
  total: results.length,
  endlist: true,
  results,
});
