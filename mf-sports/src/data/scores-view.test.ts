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
    ['laliga/la-liga/live', { mode: 'live', league: 'la-liga', slug: 'laliga', calendar: false }],
    [
      'laliga/la-liga-2024-25/state',
      { mode: 'state', league: 'la-liga-2024-25', slug: 'laliga', calendar: false },
    ],
    ['la-liga/live', { mode: 'live', league: 'la-liga', calendar: false }],
  ])('reads %p', (path, view) => {
    expect(parseScoresPath(path)).toEqual(expect.objectContaining(view));
  });

  it.each(['2026-13-45', '2026-02-30', 'premier-league/pl/2026-02-29', '2026-1-5/calendar'])(
    'marks %p as an impossible date, never a league',
    (path) => {
      const view = parseScoresPath(path);
      expect(view.invalidDate).toBeDefined();
      expect(view.league).toBeUndefined();
    },
  );

  it('keeps the league on the live path', () => {
    expect(scoresPath(parseScoresPath('laliga/la-liga/live'))).toBe('/sports/scores/laliga/la-liga/live');
    expect(scoresPath({ mode: 'live', calendar: false })).toBe('/sports/scores/live');
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
