import { leaf, label } from '../../test/favorites';
import { parseProfileSegment, profileOf, profileRoute } from './favoritesData';

describe('per-profile routes (spec 2)', () => {
  it('round-trips a name with reserved characters through the route', () => {
    const node = { ...leaf('teams', 'atletico-mg', 'Atlético & Cia/MG'), canDrill: true };
    const segment = profileRoute(node).split('/')[2] ?? '';

    expect(parseProfileSegment(segment)).toEqual({
      name: 'Atlético & Cia/MG',
      id: 'atletico-mg',
      context: 'teams',
      hasStandings: false,
      canDrill: true,
    });
  });

  it('rejects a segment that is not five parts or is badly encoded', () => {
    expect(parseProfileSegment('Flamengo')).toBeNull();
    expect(parseProfileSegment('a&b&c&d&e&f')).toBeNull();
    expect(parseProfileSegment('%E0%A4%A&b&c&d&e')).toBeNull();
  });
});

describe('followable nodes (spec 3: a label is not followable)', () => {
  it('gives the profile of a profile node and nothing for a label', () => {
    expect(profileOf(leaf('leagues', 'brasileirao', 'Brasileirão'))).toEqual({
      id: 'brasileirao',
      context: 'leagues',
    });
    expect(profileOf(label('label-leagues', 'Ligas', []))).toBeNull();
  });
});
