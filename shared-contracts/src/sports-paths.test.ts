import { EVENT_ROUTE, eventIdFrom, eventPath, standingsPath } from './sports-paths';
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
