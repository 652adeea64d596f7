/**
 * The one slug rule of every path segment made from a name (a story's title, a video's name, a
 * league, a match, a publisher): accents dropped, lower-case ASCII letters and digits, every other
 * run of characters one '-', no '-' at either end, at most `max` characters. The path modules
 * (tv-paths.ts, sports-paths.ts, the API's article paths) name their fallback for a name that
 * leaves nothing; a lint rule keeps other copies out (eslint.config.mjs).
 */

export interface SlugOptions {
  /** The segment when the name has no letter or digit (never empty). */
  readonly fallback?: string;
  /** Longest segment; a cut never leaves a trailing '-'. Default 80. */
  readonly max?: number;
}

export function slugOf(text: string, { fallback = '', max = 80 }: SlugOptions = {}): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max)
      .replace(/-+$/g, '') || fallback
  );
}
