import {
  EVENT_ROUTE,
  eventIdFrom,
  eventPath,
  leagueScoresPath,
  leagueSectionPath,
  leagueSlug,
  parseScoresPath,
  scoresPath,
  standingsPath,
} from './sports-paths';
import { compilePattern } from './routes';

describe('sports paths', () => {
  const game = { id: 'brasileirao-2025-0001', name: 'São Paulo x Grêmio' };

  it('builds an event path with its name slugged, and reads its id back', () => {
    expect(eventPath(game)).toBe('/sports/event/sao-paulo-x-gremio/brasileirao-2025-0001');
    expect(eventIdFrom(eventPath(game))).toBe(game.id);
    expect(eventIdFrom(eventPath({ id: 'a b/c', name: '!!' }))).toBe('a b/c');
    expect(eventPath({ id: 'x', name: '!!' })).toBe('/sports/event/jogo/x');
  });

  it('reads the id of the event route only', () => {
    expect(eventIdFrom('/sports/event/qualquer-nome/e1/')).toBe('e1');
    for (const path of [
      '/sports/event/e1',
      '/sports/event/a/b/c',
      '/sports/event//e1',
      '/sports/standings/a/b',
      '/event/a/b',
      '/x/sports/event/a/b',
      '/sports/event/a/%E0%A4%A',
    ])
      expect(eventIdFrom(path)).toBeUndefined();
  });

  it('builds paths its route pattern matches', () => {
    expect(compilePattern(EVENT_ROUTE).regex.test(eventPath(game))).toBe(true);
    expect(standingsPath({ id: 'b', name: 'Brasileirão Série A' })).toBe(
      '/sports/standings/brasileirao-serie-a/b',
    );
  });
});

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

  it('builds the section paths of one league or of all', () => {
    const league = { id: 'pl', name: 'Premier League' };
    expect(leagueSectionPath('news', league)).toBe('/sports/feed/premier-league/pl');
    expect(leagueScoresPath(league)).toBe(
      scoresPath({ mode: 'date', league: 'pl', slug: leagueSlug(league.name), calendar: false }),
    );
    expect(leagueSectionPath('standings')).toBe('/sports/standings');
    expect(leagueSlug('!!')).toBe('liga');
  });
});
