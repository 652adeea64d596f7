/**
 * What a scores URL asks for (spec 2 "Sports": /sports/scores/{name?}/{id?}/{date}, id 'live' or
 * 'state', date YYYY-MM-DD defaulting to today, an optional /calendar suffix opening the drop-down;
 * /favorites/.../myscores for the reader's followed leagues).
 */
export type ScoresMode = 'date' | 'live' | 'state' | 'followed';

export interface ScoresView {
  readonly mode: ScoresMode;
  /** A league id, or undefined for every league (or every followed league). */
  readonly league?: string;
  /** The {name} URL segment of the league, kept when building links. */
  readonly slug?: string;
  /** YYYY-MM-DD; undefined means today in the reader's time zone (spec 9). */
  readonly date?: string;
  readonly calendar: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SPECIAL = new Set(['live', 'state']);

/** Reads the segments after /sports/scores/. Unknown shapes fall back to today's scores. */
export function parseScoresPath(splat: string): ScoresView {
  const parts = splat
    .split('/')
    .filter((part) => part !== '')
    .map(decodeURIComponent);
  const calendar = parts.at(-1) === 'calendar';
  if (calendar) parts.pop();
  const last = parts.at(-1);
  const date = last !== undefined && DATE.test(last) && isRealDate(last) ? last : undefined;
  if (date) parts.pop();
  const [first, second] = parts;
  const id = second ?? first;
  const slug = second === undefined ? undefined : first;
  if (id !== undefined && SPECIAL.has(id)) {
    return { mode: id === 'live' ? 'live' : 'state', date, calendar };
  }
  return { mode: 'date', league: id, slug, date, calendar };
}

/** The path of a view (the inverse of parseScoresPath for the date and league parts). */
export function scoresPath(view: ScoresView, root = '/sports/scores'): string {
  const segments: string[] = [];
  if (view.mode === 'live' || view.mode === 'state') segments.push(view.mode);
  else if (view.league) segments.push(view.slug ?? 'liga', encodeURIComponent(view.league));
  if (view.date) segments.push(view.date);
  if (view.calendar) segments.push('calendar');
  return [root, ...segments].join('/');
}

function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T12:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The reader's time zone (spec 9: times in the reader's zone). */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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
