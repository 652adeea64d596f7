/**
 * Replay calendar of the live simulator (the anchor). The data are past seasons; to keep the site alive each
 * league replays one of its seasons, moved forward by a whole number of days so that "today" falls
 * inside it (or in the break after it). Which season is replayed:
 *
 * - the league's newest season, while it has not really finished (its real last match day is today
 *   or later), and always when it is the league's only season (Premier League, LaLiga and Champions
 *   League 2024-25);
 * - otherwise the season before it. The newest season then keeps its real dates (shift 0: its
 *   table is the real final table, e.g. the Brasileirão 2025 standings), and the live games around
 *   today come from the season before (e.g. the Brasileirão 2024 games, labelled season 2024).
 *
 * The replayed season is moved by
 *
 *   shift_days = 364 * k + d
 *   k: the fewest 52-week years that bring the replayed season's last match day to today or later;
 *   d: the smallest correction in -6..6 days that puts one of that season's real match days on
 *      today (in the league's time zone), so most days have finished, live and upcoming games.
 *
 * Seasons older than the replayed one get the same shift when the newest season is replayed (they
 * stay in order before it); when the newest season keeps its real dates, so do they (shift 0).
 * shift_days is stored per season (seasons.shift_days). A replayed kick-off is the real local
 * kick-off plus its season's shift_days, converted in the league's time zone; a generated match
 * story moves with its match (the seed publishes it a fixed time after the real kick-off). The seed
 * stores real dates (shift_days 0), which is also the calendar with the simulator off. The
 * standings and calendar routes default to the newest season when it has finished, else to the
 * latest one that has started (../seasons.ts). Re-running is cheap and idempotent, so the API
 * anchors at start (a fresh seed, or a database seeded months ago, is brought to "now").
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { localDate } from '../../time';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_OF_WEEKS = 364;

export interface AnchorOptions {
  readonly now: Date;
  /** false: real dates (SIMULATOR=off). */
  readonly simulate: boolean;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Computes the shift of every season; returns true when anything changed. */
export async function anchorSeasons(db: Kysely<DB>, options: AnchorOptions): Promise<boolean> {
  const seasons = await db
    .selectFrom('seasons')
    .select(['id', 'league_id', 'timezone', 'first_date', 'last_date', 'shift_days'])
    .orderBy('first_date')
    .orderBy('id')
    .execute();
  const shifts = new Map<string, number>();
  const leagues = new Set(seasons.map((season) => season.league_id));
  for (const leagueId of leagues) {
    const ofLeague = seasons.filter((season) => season.league_id === leagueId);
    const newest = ofLeague.at(-1);
    if (!newest) continue;
    if (!options.simulate) {
      for (const season of ofLeague) shifts.set(season.id, 0);
      continue;
    }
    // The newest season keeps its real dates once it has really finished, if there is one before it.
    const finished = newest.last_date < localDate(options.now, newest.timezone);
    const replayed = finished && ofLeague.length > 1 ? ofLeague.at(-2) : newest;
    if (!replayed) continue;
    const shift = await replayShift(db, replayed, options.now);
    for (const season of ofLeague)
      shifts.set(season.id, replayed === newest || season.id === replayed.id ? shift : 0);
  }

  const changed = seasons.filter((season) => (shifts.get(season.id) ?? 0) !== season.shift_days);
  if (changed.length === 0) return false;

  await db.transaction().execute(async (trx) => {
    for (const [seasonId, shift] of shifts) {
      await trx.updateTable('seasons').set({ shift_days: shift }).where('id', '=', seasonId).execute();
    }
    // A match story moves by as much as its match: first the stories, while kickoff is the old one.
    await sql`
      update content c
      set published_at = c.published_at
        + ((e.real_local_kickoff + s.shift_days * interval '1 day') at time zone s.timezone - e.kickoff)
      from sporting_events e
      join seasons s on s.id = e.season_id
      where c.event_id = e.id`.execute(trx);
    await sql`
      update sporting_events e
      set kickoff = (e.real_local_kickoff + s.shift_days * interval '1 day') at time zone s.timezone
      from seasons s
      where s.id = e.season_id`.execute(trx);
  });
  // Every kick-off moved: PGlite never runs autovacuum, so clear the old row versions and refresh
  // the planner's statistics (a server gets both from autovacuum; this is cheap there too).
  await sql`vacuum analyze sporting_events, content`.execute(db);
  return true;
}

/** The shift that moves a season onto today: 364 * k + d (see the header). */
async function replayShift(
  db: Kysely<DB>,
  season: { readonly id: string; readonly timezone: string; readonly last_date: string },
  now: Date,
): Promise<number> {
  const today = localDate(now, season.timezone);
  const k = Math.max(0, Math.ceil(daysBetween(season.last_date, today) / YEAR_OF_WEEKS));
  const base = YEAR_OF_WEEKS * k;
  const matchDays = await db
    .selectFrom('sporting_events')
    .select(sql<string>`to_char(real_local_kickoff, 'YYYY-MM-DD')`.as('day'))
    .where('season_id', '=', season.id)
    .distinct()
    .execute();
  const days = new Set(matchDays.map((row) => row.day));
  const corrections = [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6];
  const d = corrections.find((c) => days.has(addDays(today, -(base + c)))) ?? 0;
  return base + d;
}
