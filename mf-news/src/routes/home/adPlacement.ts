/**
 * Where the front page's ad slots go (spec 9: home 11 on desktops, 8 on phones). A slot spans the
 * whole width, so on a desktop it goes only where a row of the template's grid ends (FrontPage:
 * three columns, the cover two of them, sports and TV all three), never breaking a row: the
 * billboard (slot 0, 970x250) after the first row, so the first screen keeps its stories, then
 * the middle slots; on a phone, whose grid is one column, a middle slot after every section. Each
 * device numbers its slots on its own (shared-contracts ad-slots.ts).
 */
import type { HomeSection } from 'shared-contracts';

/** Columns a section takes in the desktop grid. */
export function spanOf(kind: HomeSection['kind']): number {
  if (kind === 'cover') return 2;
  return kind === 'sports' || kind === 'tv' ? 3 : 1;
}

export interface SlotsAfter {
  /** The phone's middle slot after this section (1, 2, …). */
  readonly mobile: number;
  /** The desktop's slot after this section, where a row ends (0: the billboard). */
  readonly desktop?: number;
}

/** For each section, the slots that follow it. */
export function frontAdPlacement(kinds: readonly HomeSection['kind'][]): SlotsAfter[] {
  let column = 0;
  let desktop = -1;
  return kinds.map((kind, index) => {
    const span = spanOf(kind);
    if (column + span > 3) column = 0;
    column += span;
    const rowEnds = column === 3;
    if (rowEnds) column = 0;
    return { mobile: index + 1, ...(rowEnds ? { desktop: (desktop += 1) } : {}) };
  });
}
