/**
 * Calls of the calendar pages (spec 2 "Calendar", spec 7 "Events"): a league season's rounds and
 * match days (GET api/v3/leagues/:id/calendar) and the upcoming games of the reader's favourites
 * (GET api/v3/profiles/sporting_events; spec 6: needs a signed-in reader with favourites).
 */
import {
  WIRE_CHECKS,
  type ApiClient,
  type CalendarResponseSchema,
  type ApiResult,
  type SportingEvent,
} from 'shared-contracts';
import type { Static } from '@sinclair/typebox';
import { isOpen } from './mergeScores';
import { EVENTS_PER_PAGE } from './events';

export type CalendarResponse = Static<typeof CalendarResponseSchema>;

/** A league's calendar, or the expected "no calendar" state for an unknown league. */
export type CalendarData =
  { readonly kind: 'calendar'; readonly calendar: CalendarResponse } | { readonly kind: 'none' };

export async function getCalendar(
  api: ApiClient,
  leagueId: string,
  season: string | undefined,
  zone: string,
  signal?: AbortSignal,
): Promise<ApiResult<CalendarData>> {
  const result = await api.request(`v3/leagues/${encodeURIComponent(leagueId)}/calendar`, {
    query: { season, z: zone },
    check: WIRE_CHECKS.CalendarResponse,
    signal,
  });
  if (!result.ok) return result.status === 404 ? { ok: true, status: 404, data: { kind: 'none' } } : result;
  const data: CalendarData =
    result.data.rounds.length > 0 ? { kind: 'calendar', calendar: result.data } : { kind: 'none' };
  return { ...result, data };
}

/** Today and the six days after it (EventsQuerySchema allows up to 14 day offsets). */
export const UPCOMING_DAYS = '0,1,2,3,4,5,6';

/** The favourites' games of the coming week that have not finished, earliest first. */
export async function getUpcoming(
  api: ApiClient,
  zone: string,
  signal?: AbortSignal,
): Promise<ApiResult<SportingEvent[]>> {
  const result = await api.request('v3/profiles/sporting_events', {
    query: { d: UPCOMING_DAYS, z: zone, per: EVENTS_PER_PAGE, page: 1 },
    check: WIRE_CHECKS.SportingEventPage,
    signal,
  });
  if (!result.ok) return result;
  const open = result.data.results.filter(isOpen);
  return { ...result, data: open.sort((a, b) => a.start_date.localeCompare(b.start_date)) };
}
