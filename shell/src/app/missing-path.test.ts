import { isMissing, markMissing } from './missing-path';

describe('missing path', () => {
  afterEach(() => markMissing(undefined));

  it('is the one path the edge marked', () => {
    markMissing('/tv/videos/x/y/z/nope');
    expect(isMissing('/tv/videos/x/y/z/nope')).toBe(true);
    expect(isMissing('/tv')).toBe(false);
  });

  it('is no path when nothing was marked', () => {
    expect(isMissing('/')).toBe(false);
  });
});
