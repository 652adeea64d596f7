/**
 * The topic trees of spec 3 ("Favorite/topic node"): 'discover' drills from the three root
 * entities into sports, its leagues and their teams; 'favorites' groups the followable profiles
 * under label nodes in the order of the site config (favorites.primary: entities, leagues).
 */
import type { Insertable } from 'kysely';
import type { TopicsTable } from '../types';
import type { FootballRows } from './football';
import { LEAGUES } from '../../football/leagues';
import { VERTICALS } from './news';

type TopicRow = Insertable<TopicsTable>;

export const profileKey = (context: string, id: string): string => `${context}-${id}`;

export function buildTopicRows(rows: FootballRows): TopicRow[] {
  const topics: TopicRow[] = [];
  const teamName = new Map(rows.profiles.filter((p) => p.context === 'teams').map((p) => [p.id, p.name]));

  const teamsOf = (leagueId: string): string[] => {
    const latest = rows.seasons
      .filter((season) => season.league_id === leagueId)
      .sort((a, b) => a.first_date.localeCompare(b.first_date))
      .at(-1);
    return rows.seasonTeams
      .filter((row) => row.season_id === latest?.id)
      .map((row) => row.team_id)
      .sort((a, b) => (teamName.get(a) ?? a).localeCompare(teamName.get(b) ?? b, 'pt'));
  };

  const addLeagues = (tree: TopicsTable['tree'], parentKey: string): void => {
    LEAGUES.forEach((league, index) => {
      const key = profileKey('leagues', league.id);
      topics.push({
        tree,
        key,
        parent_key: parentKey,
        position: index,
        name: league.name,
        type: 'profile',
        can_drill: true,
        context: 'leagues',
        profile_context: 'leagues',
        profile_id: league.id,
      });
      teamsOf(league.id).forEach((teamId, position) =>
        topics.push({
          tree,
          key: profileKey('teams', teamId),
          parent_key: key,
          position,
          name: teamName.get(teamId) ?? teamId,
          type: 'profile',
          can_drill: false,
          context: 'teams',
          profile_context: 'teams',
          profile_id: teamId,
        }),
      );
    });
  };

  // Discover: news, entertainment, sports at the root; sports drills into a dynamic "today" node
  // and the leagues.
  Object.entries(VERTICALS).forEach(([id, name], position) =>
    topics.push({
      tree: 'discover',
      key: profileKey('entities', id),
      position,
      name,
      type: 'profile',
      can_drill: id === 'sports',
      context: 'entities',
      profile_context: 'entities',
      profile_id: id,
    }),
  );
  const sportsKey = profileKey('entities', 'sports');
  topics.push({
    tree: 'discover',
    key: 'dynamic-today',
    parent_key: sportsKey,
    position: -1,
    name: 'Jogos de hoje',
    type: 'dynamic',
    can_drill: false,
    context: 'sporting_events',
    profile_context: null,
    profile_id: null,
  });
  addLeagues('discover', sportsKey);

  // Favorites: label groups, as the favourites screen lists them.
  topics.push({
    tree: 'favorites',
    key: 'label-entities',
    position: 0,
    name: 'Tópicos',
    type: 'label',
    can_drill: true,
    context: 'entities',
    profile_context: null,
    profile_id: null,
  });
  Object.entries(VERTICALS).forEach(([id, name], position) =>
    topics.push({
      tree: 'favorites',
      key: profileKey('entities', id),
      parent_key: 'label-entities',
      position,
      name,
      type: 'profile',
      can_drill: false,
      context: 'entities',
      profile_context: 'entities',
      profile_id: id,
    }),
  );
  topics.push({
    tree: 'favorites',
    key: 'label-leagues',
    position: 1,
    name: 'Ligas',
    type: 'label',
    can_drill: true,
    context: 'leagues',
    profile_context: null,
    profile_id: null,
  });
  addLeagues('favorites', 'label-leagues');
  return topics;
}
