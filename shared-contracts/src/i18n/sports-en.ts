/** The sports words in English (./sports-pt.ts says what they are for). */
import type { SportsWordId } from './sports-pt';

export const sportsWordsEn: Readonly<Record<SportsWordId, string>> = {
  'sports.title': 'Sports',
  'sports.status.final': 'Full time',
  'sports.status.playing': 'Live',
  'sports.status.cancelled': 'Cancelled',
  'sports.status.upcoming': 'Upcoming',
  'sports.status.postponed': 'Postponed',
  'sports.status.fixture': 'Scheduled',
  'sports.status.played': 'Played',
  'sports.status.retired': 'Retired',
  'sports.status.suspended': 'Suspended',
  'sports.status.walkover': 'Walkover',
  'sports.status.interrupted': 'Interrupted',
  'event.period.1st half': '1st half',
  'event.period.half-time': 'Half-time',
  'event.period.2nd half': '2nd half',
  'event.period.extra time': 'Extra time',
  'event.period.penalties': 'Penalties',
};
