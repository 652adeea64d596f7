import { offsetOf, pageOf } from './paging';

describe('pageOf', () => {
  it('marks the last page, an exact fit and a page past the end as endlist', () => {
    expect(pageOf(1, 10, 25, ['a'])).toEqual({ page: 1, per: 10, total: 25, endlist: false, results: ['a'] });
    expect(pageOf(3, 10, 25, []).endlist).toBe(true);
    expect(pageOf(2, 10, 20, []).endlist).toBe(true);
    expect(pageOf(9, 10, 20, []).endlist).toBe(true);
  });

  it('ends an empty list at once, also with per 0', () => {
    expect(pageOf(1, 10, 0, []).endlist).toBe(true);
    expect(pageOf(1, 0, 0, []).endlist).toBe(true);
  });
});

describe('offsetOf', () => {
  it('skips the rows of the pages before', () => {
    expect(offsetOf(1, 10)).toBe(0);
    expect(offsetOf(3, 15)).toBe(30);
  });
});
