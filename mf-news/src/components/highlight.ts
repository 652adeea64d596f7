/**
 * The autocomplete highlight of spec 4: -1 is "none"; the rows are the suggestions followed by the
 * 'see matching results' row, so the highlight is bounded between -1 and `suggestions` (the index
 * of that last row). Arrow keys stop at the bounds instead of wrapping around.
 */
export const NONE = -1;

export function moveHighlight(current: number, delta: 1 | -1, suggestions: number): number {
  return Math.min(Math.max(current + delta, NONE), suggestions);
}

/** What Enter does (spec 4): a highlighted suggestion, or else the full-text query. */
export type Choice<T> = { readonly kind: 'suggestion'; readonly item: T } | { readonly kind: 'query' };

export function choiceAt<T>(highlight: number, suggestions: readonly T[]): Choice<T> {
  const item = highlight >= 0 ? suggestions[highlight] : undefined;
  return item === undefined ? { kind: 'query' } : { kind: 'suggestion', item };
}
