/**
 * Article bodies are hostile (imported feeds, future publishers): the page never trusts the API's
 * own sanitising. HTML bodies go through the shared article allow-list (text structure, links,
 * images), which drops scripts, styles, frames, event-handler attributes and every URL that is
 * not http(s) or a path of this site.
 */
import sanitizeHtml from 'sanitize-html';
import { articleHtmlOptions, safeUrl } from 'shared-contracts';

const OPTIONS = articleHtmlOptions({
  safeUrl,
  linkRel: 'noopener noreferrer nofollow',
  imageAttributes: { loading: 'lazy' },
});

/**
 * An HTML body reduced to the allow-list. ArticleBody imports this module on demand: sanitize-html
 * (with postcss) is most of this remote's weight, and plain-text bodies never need it.
 */
export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
