/**
 * Which rendition plays (spec "data-light"): with data saving the lowest unless the reader picks
 * another; otherwise the HLS engine chooses (undefined). The poster's size figure is the chosen
 * rendition's, or the lowest one's while the engine chooses.
 */
import type { Rendition } from '../../data/gallery';

export const lowestOf = (renditions: readonly Rendition[]): Rendition | undefined =>
  [...renditions].sort((a, b) => a.bandwidth - b.bandwidth)[0];

export function initialQuality(renditions: readonly Rendition[], dataLight: boolean): number | undefined {
  return dataLight ? lowestOf(renditions)?.height : undefined;
}

export function sizeShown(
  renditions: readonly Rendition[],
  chosen: number | undefined,
): Rendition | undefined {
  return renditions.find((r) => r.height === chosen) ?? lowestOf(renditions);
}
