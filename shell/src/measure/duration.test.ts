import { trackedDuration } from './duration';

describe('the tracked duration (spec 9)', () => {
  it('is the time measured less 150 ms', () => {
    expect(trackedDuration(4_150, () => 0.5)).toBe(4_000);
  });

  it('never goes under a random floor of 10 to 18 ms', () => {
    expect([
      trackedDuration(100, () => 0),
      trackedDuration(0, () => 0.999),
      trackedDuration(160, () => 0.5),
    ]).toEqual([10, 18, 14]);
  });
});
