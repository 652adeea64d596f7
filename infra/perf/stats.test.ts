import { median } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([9.7, 0.8, 3.1])).toBe(3.1);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out values that are not numbers (a run that missed a figure)', () => {
    expect(median([Number.NaN, 5, 1, Number.POSITIVE_INFINITY, 3])).toBe(3);
  });

  it('is NaN when nothing was measured', () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });
});
