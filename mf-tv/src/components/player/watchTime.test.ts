import { addWatched } from './watchTime';

describe('watched time', () => {
  it('adds playback steps and ignores seeks and rewinds', () => {
    let total = 0;
    total = addWatched(total, 0, 0.25);
    total = addWatched(total, 0.25, 0.5);
    total = addWatched(total, 0.5, 9);
    total = addWatched(total, 9, 2);
    expect(total).toBeCloseTo(0.5);
  });
});
