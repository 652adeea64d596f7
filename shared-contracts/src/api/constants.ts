/**
 * Plain values of the API's shapes (patterns, limits, enumerations), apart from the TypeBox
 * schemas so the browser can use them without loading TypeBox.
 */

/** Ids of content, profiles and events: slugs as in the seed data. */
export const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$';

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

export const SITEMAP_FIRST_YEAR = 1900;
export const SITEMAP_LAST_YEAR = 2100;

/** Event status values of spec 3. */
export const EVENT_STATUSES = [
  'final',
  'playing',
  'cancelled',
  'upcoming',
  'postponed',
  'fixture',
  'played',
  'retired',
  'suspended',
  'walkover',
  'interrupted',
] as const;

/** Football periods (spec 3: half-time for football). */
export const EVENT_PERIODS = ['1st half', 'half-time', '2nd half', 'extra time', 'penalties'] as const;
