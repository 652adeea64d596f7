import { parseScoresPath, scoresPath, shiftDay, todayIn } from './scores-view';

describe('scores URLs (spec 2)', () => {
  it.each([
    ['', { mode: 'date', calendar: false }],
    ['2026-11-21', { mode: 'date', date: '2026-11-21', calendar: false }],
    ['live', { mode: 'live', calendar: false }],
    ['state/2026-11-21', { mode: 'state', date: '2026-11-21', calendar: false }],
    ['premier-league/pl', { mode: 'date', league: 'pl', slug: 'premier-league', calendar: false }],
    [
      'premier-league/pl/2026-11-21/calendar',
      { mode: 'date', league: 'pl', slug: 'premier-league', date: '2026-11-21', calendar: true },
    ],
    ['2026-02-30', { mode: 'date', league: '2026-02-30', calendar: false }],
  ])('reads %p', (path, view) => {
    expect(parseScoresPath(path)).toEqual(expect.objectContaining(view));
  });

  it('builds the path of a view back', () => {
    const view = parseScoresPath('premier-league/pl/2026-11-21/calendar');
    expect(scoresPath(view)).toBe('/sports/scores/premier-league/pl/2026-11-21/calendar');
  });

  it('counts days in the reader time zone', () => {
    expect(todayIn('America/Sao_Paulo', new Date('2026-11-22T01:00:00Z'))).toBe('2026-11-21');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
