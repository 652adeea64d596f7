import type { SeasonRow } from './model';
import { defaultSeason, hasFinished } from './seasons';

const now = new Date('2026-11-21T15:30:00Z');
const season = (id: string, first: string, last: string, shift: number, starts: string): SeasonRow => ({
  id,
  name: id,
  season: id.slice(-4),
  format: 'league',
  rules: 'brasileirao',
  timezone: 'America/Sao_Paulo',
  first_date: first,
  last_date: last,
  shift_days: shift,
  starts: new Date(starts),
});

describe('defaultSeason', () => {
  it('is the newest season when it has finished, even if an older one is replayed now', () => {
    const seasons = [
      season('b-2024', '2024-04-13', '2024-12-08', 728, '2026-04-11T21:30:00Z'),
      season('b-2025', '2025-03-29', '2025-12-07', 0, '2025-03-29T19:00:00Z'),
    ];
    expect(hasFinished(seasons[1]!, now)).toBe(true);
    expect(hasFinished(seasons[0]!, now)).toBe(false);
    expect(defaultSeason(seasons, now)?.id).toBe('b-2025');
  });

  it('is the latest season that has started while the newest is running', () => {
    const seasons = [
      season('b-2024', '2024-04-13', '2024-12-08', 364, '2025-04-12T21:30:00Z'),
      season('b-2025', '2025-03-29', '2025-12-07', 364, '2026-03-28T19:00:00Z'),
    ];
    expect(defaultSeason(seasons, now)?.id).toBe('b-2025');
    // Before the newest season starts, the one before it.
    expect(defaultSeason(seasons, new Date('2026-01-10T12:00:00Z'))?.id).toBe('b-2024');
    // The last match day itself is not finished yet.
    expect(hasFinished(seasons[1]!, new Date('2026-12-06T23:00:00Z'))).toBe(false);
    expect(hasFinished(seasons[1]!, new Date('2026-12-07T03:30:00Z'))).toBe(true);
  });

  it('falls back to the first season before any has started', () => {
    const seasons = [season('p-2024', '2024-08-16', '2025-05-25', 728, '2026-08-14T19:00:00Z')];
    expect(defaultSeason(seasons, new Date('2026-01-01T00:00:00Z'))?.id).toBe('p-2024');
    expect(defaultSeason([], now)).toBeUndefined();
  });
});
