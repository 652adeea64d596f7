import {
  favoriteTopicFrom,
  favoriteTopicPath,
  followedFeedPath,
  followedFrom,
  followedKey,
} from './favorites-paths';

const topic = {
  key: 'atletico-mg',
  name: 'Atlético & Cia/MG',
  canDrill: true,
  profile: { id: 'atletico-mg', context: 'teams', has_standings: false },
};

describe('favorites paths (spec 2 "Favorites")', () => {
  it("builds a topic's path and reads its first segment back, reserved characters and all", () => {
    const path = favoriteTopicPath(topic);
    expect(path).toBe(
      '/favorites/Atl%C3%A9tico%20%26%20Cia%2FMG&atletico-mg&teams&false&true/atletico-mg/feed',
    );
    expect(favoriteTopicFrom(path.split('/')[2] ?? '')).toEqual({
      name: 'Atlético & Cia/MG',
      id: 'atletico-mg',
      context: 'teams',
      hasStandings: false,
      canDrill: true,
    });
  });

  it("takes a topic without a profile's context from the node", () => {
    expect(
      favoriteTopicPath({ key: 'k', name: 'N', canDrill: false, context: 'entities', profile: null }),
    ).toBe('/favorites/N&&entities&false&false/k/feed');
  });

  it('reads no topic from a segment that is not five parts or is badly encoded', () => {
    expect(favoriteTopicFrom('Flamengo')).toBeNull();
    expect(favoriteTopicFrom('a&b&c&d&e&f')).toBeNull();
    expect(favoriteTopicFrom('%E0%A4%A&b&c&d&e')).toBeNull();
    expect(favoriteTopicFrom('&b&c&d&e')).toBeNull();
  });

  it("builds a followed profile's feed and reads its profile back", () => {
    const follow = { context: 'leagues', id: 'brasileirao', name: 'Brasileirão' } as const;
    expect(followedFeedPath(follow)).toBe('/favorites/Brasileir%C3%A3o/leagues-brasileirao/feed');
    expect(followedFrom(followedKey(follow))).toEqual({ context: 'leagues', id: 'brasileirao' });
    expect(followedFrom('people-x')).toBeNull();
    expect(followedFrom('teams-')).toBeNull();
  });
});
