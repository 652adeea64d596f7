import {
  SportingEventPageSchema,
  type ApiClient,
  type ApiResult,
  type SportingEvent,
} from 'shared-contracts';

/** Events page size (spec 9). */
export const EVENTS_PER_PAGE = 120;

/** Today's events (day offset 0 in the reader's time zone), spec 7 "Events". */
export async function getTodaysEvents(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ApiResult<SportingEvent[]>> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const result = await api.request('v3/sporting_events', {
    query: { d: '0', z: zone, per: EVENTS_PER_PAGE, page: 1 },
    schema: SportingEventPageSchema,
    signal,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}

export interface LeagueGroup {
  readonly league: SportingEvent['league'];
  readonly events: readonly SportingEvent[];
}

/** Groups events by league, keeping the API's order (spec 2: scores are grouped by league). */
export function groupByLeague(events: readonly SportingEvent[]): LeagueGroup[] {
  const groups = new Map<string, { league: SportingEvent['league']; events: SportingEvent[] }>();
  for (const event of events) {
    const group = groups.get(event.league.id) ?? { league: event.league, events: [] };
    group.events.push(event);
    groups.set(event.league.id, group);
  }
  return [...groups.values()];
}
