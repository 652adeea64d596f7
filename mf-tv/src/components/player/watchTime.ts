/**
 * Seconds actually watched (spec 4 "Video reads trigger recalculation after 10 s"; spec 9 "video
 * progress delay 10 s"): playback moves currentTime forward by small steps; jumps (seeking) and
 * steps backwards do not count. A clip shorter than 10 s counts once watched to its end.
 */
export const WATCHED_READ_SECONDS = 10;
const MAX_STEP = 1.5;

export function addWatched(total: number, previous: number, current: number): number {
  const step = current - previous;
  return step > 0 && step <= MAX_STEP ? total + step : total;
}

/** The playback steps a browser does not report at a clip's start and end. */
const END_SLACK_SECONDS = 1;

/**
 * Whether a video counts as read: 10 s watched; or, for a clip shorter than that (`duration` in
 * seconds), reaching its end (`ended`) having watched all of it but the slack, so skipping to
 * the end does not count.
 */
export function countsAsRead(watched: number, duration: number, ended: boolean): boolean {
  if (watched >= WATCHED_READ_SECONDS) return true;
  return ended && duration > 0 && duration < WATCHED_READ_SECONDS && watched >= duration - END_SLACK_SECONDS;
}
