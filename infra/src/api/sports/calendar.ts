/** A league season's match days and rounds (the calendar route), from its kick-offs. Pure. */
import type { Static } from '@sinclair/typebox';
import type { CalendarResponseSchema, Profile } from 'shared-contracts';
import { localDate } from '../time';
import type { SeasonRow } from './model';

export type CalendarResponse = Static<typeof CalendarResponseSchema>;

/** One event of the season as the calendar reads it (queries.ts: calendarRows). */
export interface CalendarRow {
  kickoff: Date;
  stage: string | null;
  round_name: string;
}

/** Days counted in time zone `zone`; rounds in kick-off order with their first and last days. */
export function toCalendar(
  league: Profile,
  season: SeasonRow,
  seasons: readonly SeasonRow[],
  rows: readonly CalendarRow[],
  zone: string,
): CalendarResponse {
  const days = new Map<string, number>();
  const rounds = new Map<
    string,
    { name: string; stage: string | null; first_date: string; last_date: string; events: number }
  >();
  for (const row of rows) {
    const date = localDate(row.kickoff, zone);
    days.set(date, (days.get(date) ?? 0) + 1);
    const key = `${row.stage ?? ''}|${row.round_name}`;
    const round = rounds.get(key);
    if (round) {
      round.events += 1;
      if (date > round.last_date) round.last_date = date;
    } else {
      rounds.set(key, {
        name: row.round_name,
        stage: row.stage,
        first_date: date,
        last_date: date,
        events: 1,
      });
    }
  }
  return {
    league,
    season: { id: season.id, name: season.name, season: season.season },
    seasons: seasons.map((s) => ({ id: s.id, name: s.name, season: s.season })),
    days: [...days.entries()].map(([date, events]) => ({ date, events })),
    rounds: [...rounds.values()],
  };
}
