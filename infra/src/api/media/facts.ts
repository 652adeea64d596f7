/**
 * What a generated picture shows beyond its id (a name, a score, a title), found by the lookup
 * (queries.ts) and drawn by src/media; the route (routes.ts) turns `settled` and `editable` into
 * how long the picture is kept.
 */
import type { RenderImageInput, ImageKind } from '../../media/images';

/** What a picture shows beyond its id; `settled: false` marks one that may still change (a match in play). */
export interface ImageFacts {
  readonly name?: string;
  readonly code?: string;
  readonly section?: string;
  readonly sectionName?: string;
  readonly match?: RenderImageInput['match'];
  /** A share card's title and brand. */
  readonly title?: string;
  readonly brand?: string;
  readonly settled?: boolean;
  /** Drawn from text that may be edited (a share card's title): kept an hour, then revalidated. */
  readonly editable?: boolean;
}

export type ImageLookup = (kind: ImageKind, id: string) => Promise<ImageFacts | undefined>;
