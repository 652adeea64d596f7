/**
 * Paths of the pages this remote owns beyond the section tabs (spec 2 "Sports", "Calendar"): the
 * one builder lives in shared-contracts (sports-paths.ts), which the edge's heads and sitemaps use
 * too.
 */
export { calendarPath, eventPath, leagueFeedPath, standingsPath } from 'shared-contracts';
