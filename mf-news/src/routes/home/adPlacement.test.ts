import { frontAdPlacement } from './adPlacement';

describe('the front page’s ad slots', () => {
  it('follow every section on a phone, and on a desktop only complete rows, the billboard first', () => {
    expect(frontAdPlacement(['cover', 'gallery', 'sports', 'gallery', 'gallery', 'tv', 'gallery'])).toEqual([
      { mobile: 1 },
      { mobile: 2, desktop: 0 },
      { mobile: 3, desktop: 1 },
      { mobile: 4 },
      { mobile: 5 },
      { mobile: 6, desktop: 2 },
      { mobile: 7 },
    ]);
  });

  it('close a row of three galleries', () => {
    expect(frontAdPlacement(['gallery', 'gallery', 'gallery', 'gallery']).map((s) => s.desktop)).toEqual([
      undefined,
      undefined,
      0,
      undefined,
    ]);
  });
});
