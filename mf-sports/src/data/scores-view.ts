/**
 * The days of the scores pages (spec 9): today in the reader's time zone and the days around it.
 * What a scores URL asks for is read by shared-contracts sports-paths.ts (parseScoresPath).
 */
import { readerTimeZone } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';

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
