import { nodePath, parseDiscoverPath } from './discoverPaths';
import { BRASILEIRAO, DISCOVER_TREE, SPORTS } from '../../test/discoverTree';

describe('discover paths (spec 2 "Discover")', () => {
  it('opens a drillable node on its label route, with the breadcrumb of its keys', () => {
    expect(nodePath([SPORTS, BRASILEIRAO])).toBe(
      '/discover/entities-sports,leagues-brasileirao/label/leagues?vertical=sports&day=0&index=7',
    );
  });

  it('opens any other node on its feed route', () => {
    const [flamengo] = BRASILEIRAO.nodes;
    expect(flamengo && nodePath([SPORTS, BRASILEIRAO, flamengo])).toBe(
      '/discover/entities-sports,leagues-brasileirao,teams-flamengo/feed/teams/flamengo?vertical=sports&day=0&index=7',
    );
  });

  it('sends the Olympics profile to the Olympic page (spec 4 route middleware)', () => {
    const olympic = DISCOVER_TREE.nodes[2];
    expect(olympic && nodePath([olympic])).toBe('/discover/olympic/feed/olympics-tokyo-2020');
  });

  it.each([
    ['', { kind: 'root' }],
    ['entities-sports/label/entities', { kind: 'label', crumbs: ['entities-sports'], context: 'entities' }],
    [
      'entities-sports,teams-x/feed/teams/x',
      { kind: 'feed', crumbs: ['entities-sports', 'teams-x'], context: 'teams', id: 'x' },
    ],
    ['entities-sports/label', { kind: 'unknown' }],
    ['entities-sports/feed/teams', { kind: 'unknown' }],
    ['entities-sports/other/teams/x', { kind: 'unknown' }],
    [
      'entities-sports/label/leagues,sports,0,7,1700000000',
      { kind: 'label', crumbs: ['entities-sports'], context: 'leagues' },
    ],
    [
      'entities-sports,teams-x/feed/teams,x,sports,0,7,1700000000',
      { kind: 'feed', crumbs: ['entities-sports', 'teams-x'], context: 'teams', id: 'x' },
    ],
    ['entities-sports/label/,sports,0,7', { kind: 'unknown' }],
    ['entities-sports/feed/teams,,sports', { kind: 'unknown' }],
  ])('reads /discover/%s', (rest, expected) => {
    expect(parseDiscoverPath(rest)).toEqual(expected);
  });
});
