import { WIRE_CHECKS, type ApiClient, type ApiResult, type SportingEvent } from 'shared-contracts';
import type { ScoresView } from 'shared-contracts';

/** Events page size (spec 9). */
export const EVENTS_PER_PAGE = 120;
/** Pages read for one day at most: 600 games is more than any real match day. */
const MAX_PAGES = 5;

/**
 * The events of a scores view (spec 7 "Events"): games in play from the polling twin of the stream,
 * the reader's followed leagues from profiles/sporting_events (guests by PSID), else by date.
 */
export function getScores(
  api: ApiClient,
  view: ScoresView,
  zone: string,
  date: string,
  signal?: AbortSignal,
): Promise<ApiResult<SportingEvent[]>> {
  if (showsLive(view.mode)) return getLive(api, view.league, signal);
  const query = { date, z: zone, league: view.league };
  if (view.mode === 'followed') return getPages(api, 'v3/profiles/sporting_events', query, signal);
  return getPages(api, 'v3/sporting_events', query, signal);
}

/** Spec 2: the scores id 'live' or 'state' shows the games in play (of the league, when named). */
export function showsLive(mode: ScoresView['mode']): boolean {
  return mode === 'live' || mode === 'state';
}

/** Games in play now (the polling twin of the stream; one page of up to 200). */
export async function getLive(
  api: ApiClient,
  league: string | undefined,
  signal?: AbortSignal,
): Promise<ApiResult<SportingEvent[]>> {
  const result = await api.request('v3/sporting_events/live', {
    query: { league },
    check: WIRE_CHECKS.SportingEventPage,
    signal,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}

async function getPages(
  api: ApiClient,
  path: string,
  query: Record<string, string | undefined>,
  signal?: AbortSignal,
): Promise<ApiResult<SportingEvent[]>> {
  const events: SportingEvent[] = [];
  for (let page = 1; ; page++) {
    const result = await api.request(path, {
      query: { ...query, per: EVENTS_PER_PAGE, page },
      check: WIRE_CHECKS.SportingEventPage,
      signal,
    });
    if (!result.ok) return result;
    events.push(...result.data.results);
    if (result.data.endlist || result.data.results.length === 0 || page >= MAX_PAGES)
      return { ok: true, status: result.status, data: events };
  }
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
