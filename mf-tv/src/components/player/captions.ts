/**
 * Where captions sit on the picture. The clips carry their title card (brand, headline, credit)
 * burned into the lower part of the frame, where captions would cover it: they go in the upper
 * part instead, below the brand badge.
 */

/** Top of the caption box, in percent of the picture's height. */
export const CAPTION_TOP_PERCENT = 14;

interface PlaceableCue {
  snapToLines: boolean;
  line: number | 'auto';
}

/** Moves every cue of a loaded track to CAPTION_TOP_PERCENT; cues without a position are left. */
export function placeCaptionsAboveCard(cues: ArrayLike<unknown> | null | undefined): void {
  if (!cues) return;
  for (let i = 0; i < cues.length; i += 1) {
    const cue = cues[i];
    if (typeof cue !== 'object' || cue === null || !('line' in cue) || !('snapToLines' in cue)) continue;
    const placeable = cue as PlaceableCue;
    placeable.snapToLines = false;
    placeable.line = CAPTION_TOP_PERCENT;
  }
}
