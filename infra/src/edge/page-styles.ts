/**
 * Where the server-rendered pages' styles go. Emotion writes each region's styles as a <style>
 * element right before it (`<style data-emotion="<key> <names>">`), which HTML allows only in the
 * head: the W3C checker fails every page on them. The edge moves them where HTML allows, without
 * holding the stream back and without a request more:
 * - the layout's (known before the page is streamed) go into the head as they are; the shell's
 *   Emotion cache finds them there by their data-emotion attribute, as it would in the body;
 * - the page remote's (known only once it has rendered, after the head has gone) go in one
 *   `<link rel="stylesheet">` whose address is the styles themselves (a data: URL), right before
 *   the remote's container: a stylesheet link is allowed in the body, it blocks the painting of
 *   what follows it until applied (so nothing shows unstyled), and it costs no round trip. The
 *   remote's Emotion cache adds the same rules to the head when it hydrates; the link stays.
 */

/** Emotion's server output: one style element per region (React writes its CSS as raw text). */
const EMOTION_STYLE = /<style data-emotion="([a-z-]+)((?: [\w-]+)*)"[^>]*>([\s\S]*?)<\/style>/g;

export interface ExtractedStyles {
  /** The HTML without its style elements. */
  readonly html: string;
  /** Each region's styles, in order: the cache key, the inserted names and the rules. */
  readonly styles: readonly { readonly key: string; readonly names: string; readonly css: string }[];
}

export function extractStyles(html: string): ExtractedStyles {
  const styles: { key: string; names: string; css: string }[] = [];
  const rest = html.replace(EMOTION_STYLE, (_match, key: string, names: string, css: string) => {
    styles.push({ key, names: names.trim(), css });
    return '';
  });
  return { html: rest, styles };
}

/** Styles as <style> elements of the head, named as Emotion names them (its cache adopts them). */
export function headStyleTags(styles: ExtractedStyles['styles']): string {
  return styles
    .filter((style) => style.css !== '')
    .map(({ key, names, css }) => `<style data-emotion="${key}${names ? ` ${names}` : ''}">${css}</style>`)
    .join('');
}

/** Characters a URL may hold as they are (RFC 3986 unreserved and sub-delims, ':', '@', '/', '?'). */
const URL_SAFE = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/gu;

/** The rules as a data: URL: only what a URL may not hold is percent-encoded (spaces, '#', '%', '{' …). */
export function cssDataUrl(css: string): string {
  return `data:text/css,${css.replace(URL_SAFE, (c) => encodeURIComponent(c))}`;
}

/**
 * One stylesheet link for a region's styles, for the body; empty when there are none. `escape`
 * escapes the attribute's value (html.ts escapeHtml).
 */
export function bodyStyleLink(styles: ExtractedStyles['styles'], escape: (text: string) => string): string {
  const css = styles.map((style) => style.css).join('');
  return css === '' ? '' : `<link rel="stylesheet" href="${escape(cssDataUrl(css))}">`;
}
