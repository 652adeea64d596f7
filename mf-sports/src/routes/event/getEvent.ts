/** Calls of the event page (spec 7 "Events": GET sporting_events/{type}/{id} and its feed). */
import {
  sportingEventRead,
  WIRE_CHECKS,
  type ApiClient,
  type ApiResult,
  type Article,
  type SportingEvent,
} from 'shared-contracts';

/** The only sport in the data (SportingEventSchema: sport 'soccer'). */
const EVENT_TYPE = 'soccer';
/** Spec 9: related feeds 5 per page. */
const EVENT_FEED_PER = 5;

export type EventData =
  { readonly kind: 'event'; readonly event: SportingEvent } | { readonly kind: 'notFound' };

/** One event; an unknown id is the expected "not found" state, not a failure. */
export async function getEvent(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ApiResult<EventData>> {
  // The same read as the page's head on the server (item-reads.ts): the game is read once.
  const result = await api.request(sportingEventRead(id).path, {
    check: WIRE_CHECKS.SportingEvent,
    signal,
  });
  if (result.ok) return { ...result, data: { kind: 'event', event: result.data } };
  return result.status === 404 ? { ok: true, status: 404, data: { kind: 'notFound' } } : result;
}

/** The event's news: its own match story first, then its teams' news. */
export async function getEventNews(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ApiResult<readonly Article[]>> {
  const result = await api.request(`v3/sporting_events/${EVENT_TYPE}/${encodeURIComponent(id)}/feed`, {
    query: { per: EVENT_FEED_PER, page: 1 },
    check: WIRE_CHECKS.ArticlePage,
    signal,
  });
  return result.ok ? { ...result, data: result.data.results } : result;
}
