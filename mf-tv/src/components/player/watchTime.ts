/**
 * Seconds actually watched (spec 4 "Video reads trigger recalculation after 10 s"; spec 9 "video
 * progress delay 10 s"): playback moves currentTime forward by small steps; jumps (seeking) and
 * steps backwards do not count.
 */
export const WATCHED_READ_SECONDS = 10;
const MAX_STEP = 1.5;

export function addWatched(total: number, previous: number, current: number): number {
  const step = current - previous;
  return step > 0 && step <= MAX_STEP ? total + step : total;
}
