/**
 * Measurement events as stored (analytics_events): built from the tracking calls' validated input
 * (shared-contracts api/measurement.ts), the server's clock and the reader's daily pseudonym.
 * What is kept is what the dashboard needs: no IP address, no user agent, no anonymous id (only a
 * keyed hash of it that changes every day), the referrer's host only.
 */
import type { AnalyticsForm, PixelQuery, TrkQuery } from 'shared-contracts';
import type { ServerKeys } from '../keys/server-keys';
import { localDate } from '../time';

/** The newsroom's day (spec 9: times in the reader's zone; the newsroom is in Brazil). */
export const MEASUREMENT_TIME_ZONE = 'America/Sao_Paulo';

export interface EventRow {
  readonly at: Date;
  readonly day: string;
  readonly event: string;
  readonly reader: string | null;
  readonly path?: string | null;
  readonly section?: string | null;
  readonly content_id?: string | null;
  readonly cx?: string | null;
  readonly duration_ms?: number | null;
  readonly status?: number | null;
  readonly data_less?: boolean | null;
  readonly blocked?: boolean | null;
  readonly campaign_id?: string | null;
  readonly creative_id?: string | null;
  readonly slot?: string | null;
  readonly detail?: string | null;
  readonly utm_campaign?: string | null;
  readonly clickid?: string | null;
  readonly aff_click_id?: string | null;
}

/** Who: at most the reader's pseudonym of the day, never an id that lasts. */
export interface EventOrigin {
  readonly at: Date;
  readonly reader: string | null;
}

let lastSecond = -1;
let lastDay = '';

/** The newsroom's calendar day of an instant (cached per second: the hot path asks it often). */
export function measurementDay(at: Date): string {
  const second = Math.floor(at.getTime() / 1000);
  if (second !== lastSecond) {
    lastDay = localDate(at, MEASUREMENT_TIME_ZONE);
    lastSecond = second;
  }
  return lastDay;
}

/**
 * The reader's pseudonym for one day: a keyed hash of the guest id the server issued and the day. It counts
 * unique readers per day and caps ads per reader and day, and cannot be joined across days or
 * turned back into the id without the server's key.
 */
export function readerPseudonym(keys: ServerKeys, guestId: string, day: string): string {
  return keys.mac('reader', `${day}|${guestId}`).slice(0, 22);
}

const base = (origin: EventOrigin, event: string) => ({
  at: origin.at,
  day: measurementDay(origin.at),
  event,
  reader: origin.reader,
});

/** GET /trk: a story or video opened, read (with its time on screen), shared, liked or played. */
export function trkEvent(query: TrkQuery, origin: EventOrigin): EventRow {
  return {
    ...base(origin, query.action),
    content_id: query.id,
    cx: query.cx,
    section: query.cxid ?? null,
    duration_ms: query.action === 'read' ? (query.d ?? null) : null,
    detail: query.os ?? null,
  };
}

/** POST tagger/analytics: a read with its time, an ad seen, the ad-blocker probe's result. */
export function analyticsEvent(form: AnalyticsForm, origin: EventOrigin): EventRow {
  return {
    ...base(origin, form.event),
    path: form.path,
    section: form.section ?? null,
    content_id: form.id ?? null,
    cx: form.cx ?? null,
    duration_ms: form.event === 'read' ? (form.duration ?? null) : null,
    creative_id: form.event === 'ad_impression' ? (form.creative ?? null) : null,
    slot: form.event === 'ad_impression' ? (form.slot ?? null) : null,
    blocked: form.event === 'adblock' ? form.blocked === '1' : null,
  };
}

/** The pixel: one page view, with its status, data saving and the landing's campaign. */
export function pageViewEvent(query: PixelQuery, origin: EventOrigin): EventRow {
  return {
    ...base(origin, 'page_view'),
    path: query.path,
    section: query.section ?? null,
    status: query.status ?? 200,
    data_less: query.dl === '1',
    detail: query.ref ?? null,
    utm_campaign: query.utm_campaign ?? null,
    clickid: query.clickid ?? null,
    aff_click_id: query.aff_click_id ?? null,
  };
}
