/**
 * The one allow-list for article HTML, used where bodies are stored (feed import) and again where
 * they are rendered (mf-news): text structure, links and images only. Scripts, styles, frames,
 * event handlers and inline styles go; link and image URLs pass only what `safeUrl` accepts.
 * Options for the `sanitize-html` package (a type-only import: no code of it is bundled here).
 */
import type sanitizeHtml from 'sanitize-html';

export interface ArticleHtmlPolicy {
  /** The URL to keep, or undefined to drop the link or image. */
  readonly safeUrl: (value: string | undefined) => string | undefined;
  /** rel of kept links. */
  readonly linkRel: string;
  /** Extra attributes of kept images (e.g. loading=lazy when rendering). */
  readonly imageAttributes?: Readonly<Record<string, string>>;
}

export const ARTICLE_HTML_TAGS = [
  'p',
  'a',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'img',
  'figure',
  'figcaption',
  'br',
];

export function articleHtmlOptions({
  safeUrl,
  linkRel,
  imageAttributes = {},
}: ArticleHtmlPolicy): sanitizeHtml.IOptions {
  return {
    allowedTags: ARTICLE_HTML_TAGS,
    allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', ...Object.keys(imageAttributes)] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    // Their text is code or fallback markup, never article prose.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'svg'],
    transformTags: {
      b: 'strong',
      i: 'em',
      // The page title is the only h1.
      h1: 'h2',
      a: (_tag, attribs): sanitizeHtml.Tag => {
        const href = safeUrl(attribs.href);
        return { tagName: 'a', attribs: href ? { href, rel: linkRel } : {} };
      },
      img: (_tag, attribs): sanitizeHtml.Tag => {
        const src = safeUrl(attribs.src);
        return { tagName: 'img', attribs: src ? { src, alt: attribs.alt ?? '', ...imageAttributes } : {} };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}
