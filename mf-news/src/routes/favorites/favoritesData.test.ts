import { leaf, label } from '../../test/favorites';
import { profileOf } from './favoritesData';

describe('followable nodes (spec 3: a label is not followable)', () => {
  it('gives the profile of a profile node and nothing for a label', () => {
    expect(profileOf(leaf('leagues', 'brasileirao', 'Brasileirão'))).toEqual({
      id: 'brasileirao',
      context: 'leagues',
    });
    expect(profileOf(label('label-leagues', 'Ligas', []))).toBeNull();
  });
});
