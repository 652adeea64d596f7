/** Link previews show about this much; longer summaries are cut at a word. */
const DESCRIPTION_MAX = 200;

/**
 * A page's description for its head (meta description, og:description): whitespace flattened,
 * cut at a word with an ellipsis past DESCRIPTION_MAX. The edge's first render and the browser's
 * head after in-app navigation use this one rule, so both say the same.
 */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
