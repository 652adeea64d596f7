/**
 * Calendar days and dates of the API: days in a reader's time zone (spec 7 events query: d = day
 * offsets, z = time zone) and the end of a YYYY-MM-DD day that feeds' start_date pins a list to.
 */
import { ApiHttpError } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Intl.DateTimeFormat is costly to build (ICU loads the zone's rules): one per zone and purpose,
 * reused by every request. Zone names are validated before they get here, so the cache stays small.
 */
const partsFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

export function assertTimeZone(zone: string): string {
  if (partsFormats.has(zone)) return zone;
  try {
    partsFormat(zone);
    return zone;
  } catch {
    throw new ApiHttpError('INVALID_TIMEZONE', 'z must be an IANA time zone, e.g. America/Sao_Paulo.');
  }
}

/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(instant: Date, zone: string): string {
  let format = dateFormats.get(zone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(zone, format);
  }
  return format.format(instant);
}

/** Offset of a zone from UTC at an instant, in ms (positive east of Greenwich). */
function offsetMs(zone: string, instant: number): number {
  const parts = partsFormat(zone).formatToParts(new Date(instant));
  const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - (instant - (instant % 1000));
}

/** The UTC instant of local midnight starting `date` (YYYY-MM-DD) in `zone`. */
export function startOfLocalDay(date: string, zone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  let instant = guess - offsetMs(zone, guess);
  instant = guess - offsetMs(zone, instant);
  return new Date(instant);
}

export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** [start, end) UTC ranges of the requested local days. */
export function dayRanges(
  now: Date,
  zone: string,
  offsets: readonly number[],
): { date: string; from: Date; to: Date }[] {
  const today = localDate(now, zone);
  return [...new Set(offsets)]
    .sort((a, b) => a - b)
    .map((offset) => {
      const date = shiftDate(today, offset);
      return { date, from: startOfLocalDay(date, zone), to: startOfLocalDay(shiftDate(date, 1), zone) };
    });
}

export function parseOffsets(d: string): number[] {
  return d.split(',').map((part) => Number(part));
}

/** End of a YYYY-MM-DD day (UTC), never later than now. */
export function endOfDay(date: string, now: Date): Date {
  const end = new Date(Date.parse(`${date.slice(0, 10)}T23:59:59.999Z`));
  return Number.isNaN(end.getTime()) || end > now ? now : end;
}
