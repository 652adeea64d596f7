import { useSyncExternalStore } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One clock for every date on the page, ticking each minute while something shows a date. */
let now = Date.now();
const clockListeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  if (timer === undefined) now = Date.now();
  timer ??= setInterval(() => {
    now = Date.now();
    clockListeners.forEach((l) => l());
  }, MINUTE);
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const getNow = () => now;

/**
 * "há 5 minutos", "ontem", then a date with the month's name after a week, in the page's
 * locale (spec 1: date names exist for pt, en and es; react-intl formats with Intl).
 */
export function formatRelative(intl: IntlShape, date: Date, at: number): string {
  const diff = date.getTime() - at;
  const abs = Math.abs(diff);
  const opts = { numeric: 'auto' } as const;
  if (abs < MINUTE) return intl.formatRelativeTime(0, 'second', opts);
  if (abs < HOUR) return intl.formatRelativeTime(Math.round(diff / MINUTE), 'minute', opts);
  if (abs < DAY) return intl.formatRelativeTime(Math.round(diff / HOUR), 'hour', opts);
  if (abs < 7 * DAY) return intl.formatRelativeTime(Math.round(diff / DAY), 'day', opts);
  return intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A publish date as relative text; the full date and time stay in the title and datetime. */
export function RelativeDate({ iso }: { iso: string }) {
  const intl = useIntl();
  const at = useSyncExternalStore(subscribeClock, getNow, getNow);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    // The server's clock and time zone render the first text; the browser's replace it silently.
    <time
      suppressHydrationWarning
      dateTime={date.toISOString()}
      title={intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' })}
    >
      {formatRelative(intl, date, at)}
    </time>
  );
}
