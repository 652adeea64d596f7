/** Link previews show about this much; longer summaries are cut at a word. */
const DESCRIPTION_MAX = 200;
/** Search results and share cards show about this much of a title (Open Graph, <title>). */
export const TITLE_MAX = 70;

/** Flattened `text` cut at a word before `max` characters, with an ellipsis when it was cut. */
function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * A page's description for its head (meta description, og:description): whitespace flattened,
 * cut at a word with an ellipsis past DESCRIPTION_MAX. The edge's first render and the browser's
 * head after in-app navigation use this one rule, so both say the same.
 */
export function shortDescription(text: string): string {
  return cutAtWord(text, DESCRIPTION_MAX);
}

/** A title of at most `max` characters (TITLE_MAX by default), cut at a word with an ellipsis. */
export function shortTitle(text: string, max = TITLE_MAX): string {
  return cutAtWord(text, max);
}

/**
 * The document title "<page> | <site>" (spec 2 "Page titles") of at most TITLE_MAX characters:
 * the page's part is cut at a word so that the site's name always fits.
 */
export function pageTitle(title: string, siteName: string): string {
  if (!siteName) return shortTitle(title);
  const suffix = ` | ${siteName}`;
  return `${shortTitle(title, Math.max(20, TITLE_MAX - suffix.length))}${suffix}`;
}
