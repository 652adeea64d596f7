import { shiftDay, todayIn } from './scores-view';

describe('scores days (spec 9)', () => {
  it('counts days in the reader time zone', () => {
    expect(todayIn('America/Sao_Paulo', new Date('2026-11-22T01:00:00Z'))).toBe('2026-11-21');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
