/**
 * Spec 9: the tracked duration is the time measured less 150 ms, and never under a floor of a
 * random 10 to 18 ms.
 */
export const DURATION_REDUCTION_MS = 150;

/** `random` is a number in [0, 1). */
export function trackedDuration(measuredMs: number, random: () => number = Math.random): number {
  const floor = 10 + Math.floor(random() * 9);
  return Math.max(Math.round(measuredMs) - DURATION_REDUCTION_MS, floor);
}
