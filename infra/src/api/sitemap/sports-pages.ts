/**
 * The sports pages of the crawlers' sitemap and when each last changed, from the data: an event
 * page changes when the game's state does (upcoming two days before, then each minute in play,
 * last at the final whistle: live/simulator.ts finalFrom) and when an operator corrects it; a
 * league's table, calendar and scores change at each of its final whistles; its news page when a
 * story tagged with it is published.
 */
import {
  calendarPath,
  eventPath,
  leagueFeedPath,
  leagueScoresPath,
  standingsPath,
  type SitemapPage,
} from 'shared-contracts';
import { eventName } from '../sports/event';
import { finalFrom } from '../sports/live/simulator';

/** Upcoming from two days before kick-off (simulator.ts FIXTURE_HORIZON_MIN). */
const UPCOMING_MS = 48 * 60 * 60 * 1000;

export interface EventPageRow {
  readonly id: string;
  readonly league_id: string;
  readonly kickoff: Date;
  readonly extra_time: boolean;
  readonly penalties_home: number | null;
  readonly result_status: 'finished' | 'awarded';
  readonly home_name: string;
  readonly away_name: string;
  /** When an operator last set its state by hand. */
  readonly override_at: Date | null;
}

export interface LeaguePageRow {
  readonly id: string;
  readonly name: string;
  readonly has_standings: boolean;
  /** The newest published story tagged with the league. */
  readonly newest_story: Date | null;
}

const latest = (...dates: (Date | null | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined);

/** When the event's page last changed by `now`; undefined for a game not yet in its last two days. */
export function eventLastChange(row: EventPageRow, now: Date): Date | undefined {
  const end = finalFrom(row);
  const state =
    now >= end
      ? end
      : now >= row.kickoff
        ? now
        : now.getTime() >= row.kickoff.getTime() - UPCOMING_MS
          ? new Date(row.kickoff.getTime() - UPCOMING_MS)
          : undefined;
  return latest(state, row.override_at && row.override_at <= now ? row.override_at : undefined);
}

export function eventPage(row: EventPageRow, now: Date): SitemapPage {
  const lastmod = eventLastChange(row, now);
  return {
    path: eventPath({ id: row.id, name: eventName(row.home_name, row.away_name) }),
    lastmod: lastmod?.toISOString() ?? null,
  };
}

/**
 * A league's pages: its table (when it has one), news, calendar tabs and scores. `lastFinal`: its
 * latest final whistle by now.
 */
export function leaguePages(league: LeaguePageRow, lastFinal: Date | undefined): SitemapPage[] {
  const results = lastFinal?.toISOString() ?? null;
  const pages: SitemapPage[] = [
    { path: leagueFeedPath(league), lastmod: league.newest_story?.toISOString() ?? null },
    { path: calendarPath('events', league), lastmod: results },
    { path: leagueScoresPath(league), lastmod: results },
  ];
  if (league.has_standings) {
    pages.unshift({ path: standingsPath(league), lastmod: results });
    pages.push({ path: calendarPath('standings', league), lastmod: results });
  }
  return pages;
}

/** Each league's latest final whistle by `now`. */
export function lastFinals(rows: readonly EventPageRow[], now: Date): Map<string, Date> {
  const finals = new Map<string, Date>();
  for (const row of rows) {
    const end = finalFrom(row);
    if (end > now) continue;
    const known = finals.get(row.league_id);
    if (!known || end > known) finals.set(row.league_id, end);
  }
  return finals;
}
