/** Sitemap periods (spec 2 "Sitemap") are Brasília calendar days: UTC−3, no daylight saving time since 2019. */
import type { SitemapParams } from 'shared-contracts';

const OFFSET_HOURS = 3;
/** The instant local midnight of a Brasília date begins (month and day may overflow, as Date.UTC). */
const startOf = (year: number, month = 1, day = 1): Date =>
  new Date(Date.UTC(year, month - 1, day, OFFSET_HOURS));

/** The asked period as [start, end) instants; undefined for a date that does not exist (31 Feb). */
export function periodRange({ year, month, day }: SitemapParams): [Date, Date] | undefined {
  if (month === undefined) return [startOf(year), startOf(year + 1)];
  if (day === undefined) return [startOf(year, month), startOf(year, month + 1)];
  const start = startOf(year, month, day);
  if (start.getUTCDate() !== day) return undefined;
  return [start, startOf(year, month, day + 1)];
}
