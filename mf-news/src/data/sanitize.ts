/**
 * Article bodies are hostile (imported feeds, future publishers): the page never trusts the API's
 * own sanitising. HTML bodies go through an allow-list (text structure, links, images) that
 * drops scripts, styles, frames, event-handler attributes and every URL that is not http(s) or a
 * path of this site.
 */
import sanitizeHtml from 'sanitize-html';
import { isHttpUrl, isSitePath } from './urls';

const safeUrl = (value: string | undefined): string | undefined => {
  const v = value?.trim() ?? '';
  return isHttpUrl(v) || isSitePath(v) ? v : undefined;
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'loading'] },
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
      return { tagName: 'a', attribs: href ? { href, rel: 'noopener noreferrer nofollow' } : {} };
    },
    img: (_tag, attribs): sanitizeHtml.Tag => {
      const src = safeUrl(attribs.src);
      return { tagName: 'img', attribs: src ? { src, alt: attribs.alt ?? '', loading: 'lazy' } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * An HTML body reduced to the allow-list. ArticleBody imports this module on demand: sanitize-html
 * (with postcss) is most of this remote's weight, and plain-text bodies never need it.
 */
export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
