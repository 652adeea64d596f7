/**
 * What a scores URL asks for (spec 2 "Sports": /sports/scores/{name?}/{id?}/{date}, id 'live' or
 * 'state', date YYYY-MM-DD defaulting to today, an optional /calendar suffix opening the drop-down;
 * /favorites/.../myscores for the reader's followed leagues).
 */
import { readerTimeZone } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';

export type ScoresMode = 'date' | 'live' | 'state' | 'followed';

export interface ScoresView {
  readonly mode: ScoresMode;
  /** A league id (or a season id, which the API accepts too), or undefined for every league. */
  readonly league?: string;
  /** The {name} URL segment of the league, kept when building links. */
  readonly slug?: string;
  /** YYYY-MM-DD; undefined means today in the reader's time zone (spec 9). */
  readonly date?: string;
  /** A date-shaped segment that is no calendar day (2026-13-45): the page says so, never a league. */
  readonly invalidDate?: string;
  readonly calendar: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Looks like a date (spec 9 "Score date format YYYY-MM-DD"), real or not. */
const DATE_SHAPED = /^\d{4}-\d{1,2}-\d{1,2}$/;
const SPECIAL = new Set(['live', 'state']);

/**
 * Reads the segments after /sports/scores/: [{name}/]{id}, then 'live' or 'state' or a date, then
 * 'calendar'. 'live' and 'state' may take the id slot (/live, /live/{date}) or follow a league
 * (/laliga/la-liga/live): both show the games in play, of that league when one is named.
 */
export function parseScoresPath(splat: string): ScoresView {
  const parts = splat
    .split('/')
    .filter((part) => part !== '')
    .map(safeDecode);
  const calendar = parts.at(-1) === 'calendar';
  if (calendar) parts.pop();
  const last = parts.at(-1);
  let date: string | undefined;
  if (last !== undefined && DATE_SHAPED.test(last)) {
    parts.pop();
    if (!DATE.test(last) || !isRealDate(last)) return { mode: 'date', invalidDate: last, calendar };
    date = last;
  }
  const special = parts.findIndex((part) => SPECIAL.has(part));
  if (special !== -1) {
    const mode = parts[special] === 'live' ? 'live' : 'state';
    // Only segments before the mode name a league: /{name}/{id}/live or /{id}/live.
    const [first, second] = parts.slice(0, special);
    const league = second ?? first;
    return {
      mode,
      ...(league !== undefined && { league, slug: second === undefined ? undefined : first }),
      date,
      calendar,
    };
  }
  const [first, second] = parts;
  const id = second ?? first;
  const slug = second === undefined ? undefined : first;
  return { mode: 'date', league: id, slug, date, calendar };
}

/** The path of a view (the inverse of parseScoresPath for the date and league parts). */
export function scoresPath(view: ScoresView, root = '/sports/scores'): string {
  const segments: string[] = [];
  if (view.league) segments.push(view.slug ?? 'liga', encodeURIComponent(view.league));
  if (view.mode === 'live' || view.mode === 'state') segments.push(view.mode);
  if (view.date) segments.push(view.date);
  if (view.calendar) segments.push('calendar');
  return [root, ...segments].join('/');
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T12:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The reader's time zone (spec 9: times in the reader's zone): the browser's, or on the server
 * the zone the edge was told (the page is rendered afresh in a browser of another zone).
 */
export function useReaderZone(): string {
  return readerTimeZone(useRemote().services);
}

/** Today as YYYY-MM-DD in a time zone. */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .slice(0, 10);
}

/** A YYYY-MM-DD date moved by whole days. */
export function shiftDay(date: string, days: number): string {
  const time = Date.parse(`${date}T12:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}
