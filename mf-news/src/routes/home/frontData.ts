/**
 * The front page's calls: its sections in one call (GET site/content/home, built from the site
 * template) and today's games for the sports section (GET sporting_events, one call). Answers are
 * checked against their shared-contracts schema.
 */
import {
  eventPath,
  WIRE_CHECKS,
  type ApiClient,
  type ApiResult,
  type HomeResponse,
  type SportingEvent,
} from 'shared-contracts';

/** Stories per gallery section (the cover shows five, the API's own choice). */
export const SECTION_STORIES = 6;

export function getHome(
  api: ApiClient,
  siteId: number,
  signal: AbortSignal,
): Promise<ApiResult<HomeResponse>> {
  return api.request('v3/site/content/home', {
    query: { site_id: siteId, per: SECTION_STORIES },
    check: WIRE_CHECKS.HomeResponse,
    signal,
  });
}

/** Games of the strip: at most this many, the ones in play first. */
export const STRIP_GAMES = 10;

const ORDER: Partial<Record<SportingEvent['status']['status'], number>> = {
  playing: 0,
  interrupted: 0,
  suspended: 0,
  upcoming: 1,
  fixture: 1,
};

/** Today's games in play, then the ones still to start by kick-off: what a reader wants next. */
export function liveAndUpcoming(events: readonly SportingEvent[]): SportingEvent[] {
  return events
    .filter((event) => ORDER[event.status.status] !== undefined)
    .sort(
      (a, b) =>
        (ORDER[a.status.status] ?? 2) - (ORDER[b.status.status] ?? 2) ||
        a.start_date.localeCompare(b.start_date),
    )
    .slice(0, STRIP_GAMES);
}

/**
 * Today's games (d=0 in the API's default zone, so the server render and the browser ask the
 * same question and the browser hydrates with the server's answer).
 */
export async function getTodaysGames(
  api: ApiClient,
  siteId: number,
  signal: AbortSignal,
): Promise<ApiResult<SportingEvent[]>> {
  const result = await api.request('v3/sporting_events', {
    query: { d: '0', per: 120, site_id: siteId },
    check: WIRE_CHECKS.SportingEventPage,
    signal,
  });
  return result.ok ? { ...result, data: liveAndUpcoming(result.data.results) } : result;
}

/**
 * The event page of a game, /sports/event/{slug of its name}/{id}: the sports remote's page (it
 * owns /sports/*; infra/src/edge/page-paths.ts lists it).
 */
export const eventHref = (event: Pick<SportingEvent, 'id' | 'name'>): string => eventPath(event);
