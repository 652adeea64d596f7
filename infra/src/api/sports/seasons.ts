/**
 * Which season of a league the standings and calendar show by default. Pure: it reads the seasons'
 * real dates, their replay shift (live/anchor.ts) and the clock.
 */
import { localDate } from '../time';
import type { SeasonRow } from './model';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The season's last match day, as (re)played, is before today in the league's time zone. */
export function hasFinished(season: SeasonRow, now: Date): boolean {
  const lastDay = new Date(Date.parse(`${season.last_date}T00:00:00Z`) + season.shift_days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return lastDay < localDate(now, season.timezone);
}

/**
 * Of a league's seasons (oldest first, by their real dates), the newest one when it has finished
 * (with the replay on, a league whose newest season has really finished keeps it at its real dates
 * and replays the season before it, live/anchor.ts), else the latest one that has started.
 */
export function defaultSeason(seasons: readonly SeasonRow[], now: Date): SeasonRow | undefined {
  const newest = seasons.at(-1);
  if (newest && hasFinished(newest, now)) return newest;
  let current: SeasonRow | undefined;
  for (const season of seasons) {
    if (season.starts === null || season.starts > now) continue;
    if (!current?.starts || season.starts >= current.starts) current = season;
  }
  return current ?? seasons[0];
}
