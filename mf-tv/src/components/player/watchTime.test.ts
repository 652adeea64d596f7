import { addWatched, countsAsRead } from './watchTime';

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

describe('countsAsRead', () => {
  it('counts 10 s watched, ended or not, whatever the length', () => {
    expect(countsAsRead(9.9, 14, false)).toBe(false);
    expect(countsAsRead(10, 14, false)).toBe(true);
    expect(countsAsRead(9.9, 14, true)).toBe(false);
  });

  it('counts a clip shorter than 10 s watched to its end', () => {
    expect(countsAsRead(7.5, 7.5, true)).toBe(true);
    expect(countsAsRead(8.25, 8.9, true)).toBe(true);
    expect(countsAsRead(7.25, 7.5, false)).toBe(false);
  });

  it('does not count a short clip skipped to its end, nor one of unknown length', () => {
    expect(countsAsRead(3, 7.5, true)).toBe(false);
    expect(countsAsRead(7.5, 0, true)).toBe(false);
  });
});
