/**
 * Replay calendar of the live simulator. The data are past seasons; to keep the site alive each
 * league's seasons are moved forward by a whole number of days so that "today" falls inside the
 * league's latest season (or in the break after it):
 *
 *   shift_days = 364 * k + d
 *   k: the fewest 52-week years that bring the latest season's last match day to today or later;
 *   d: the smallest correction in -6..6 days that puts one of that season's real match days on
 *      today (in the league's time zone), so most days have finished, live and upcoming games.
 *
 * Every season of a league gets the same shift, so earlier seasons stay in order before it. A
 * replayed kick-off is the real local kick-off plus shift_days, converted in the league's time
 * zone; generated match stories are published 135 minutes after it. With the simulator off,
 * shift_days is 0 and every match is at its real date. Re-running is cheap and idempotent, so the
 * API re-anchors at start (a database seeded months ago is brought back to "now").
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_OF_WEEKS = 364;
/** Minutes from kick-off to the publication of a generated match story. */
export const STORY_DELAY_MINUTES = 135;

export interface AnchorOptions {
  readonly now: Date;
  /** false: real dates (SIMULATOR=off). */
  readonly simulate: boolean;
}

/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(instant)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Computes the shift of every league; returns true when anything changed. */
export async function anchorSeasons(db: Kysely<DB>, options: AnchorOptions, force = false): Promise<boolean> {
  const seasons = await db
    .selectFrom('seasons')
    .select(['id', 'league_id', 'timezone', 'first_date', 'last_date', 'shift_days'])
    .orderBy('first_date')
    .execute();
  const shifts = new Map<string, number>();
  const leagues = new Set(seasons.map((season) => season.league_id));
  for (const leagueId of leagues) {
    const latest = seasons.filter((season) => season.league_id === leagueId).at(-1);
    if (!latest) continue;
    if (!options.simulate) {
      shifts.set(leagueId, 0);
      continue;
    }
    const today = localDate(options.now, latest.timezone);
    const k = Math.max(0, Math.ceil(daysBetween(latest.last_date, today) / YEAR_OF_WEEKS));
    const base = YEAR_OF_WEEKS * k;
    const matchDays = await db
      .selectFrom('sporting_events')
      .select(sql<string>`to_char(real_local_kickoff, 'YYYY-MM-DD')`.as('day'))
      .where('season_id', '=', latest.id)
      .distinct()
      .execute();
    const days = new Set(matchDays.map((row) => row.day));
    const corrections = [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6];
    const d = corrections.find((c) => days.has(addDays(today, -(base + c)))) ?? 0;
    shifts.set(leagueId, base + d);
  }

  const changed = seasons.filter((season) => (shifts.get(season.league_id) ?? 0) !== season.shift_days);
  if (!force && changed.length === 0) return false;

  await db.transaction().execute(async (trx) => {
    for (const [leagueId, shift] of shifts) {
      await trx.updateTable('seasons').set({ shift_days: shift }).where('league_id', '=', leagueId).execute();
    }
    await sql`
      update sporting_events e
      set kickoff = (e.real_local_kickoff + s.shift_days * interval '1 day') at time zone s.timezone
      from seasons s
      where s.id = e.season_id`.execute(trx);
    await sql`
      update content c
      set published_at = e.kickoff + ${STORY_DELAY_MINUTES} * interval '1 minute'
      from sporting_events e
      where c.event_id = e.id`.execute(trx);
  });
  return true;
}
