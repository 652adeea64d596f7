/**
 * How an article's text is laid out for reading: the standfirst (spec 3 description) or, when the
 * body begins with it, the body's first paragraph as the lead; the rest of the body without a
 * leading copy of the headline. Pure, tested beside.
 */
import type { Article } from 'shared-contracts';
import { bodyFormatOf, paragraphsOf } from './body';

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

export interface ReadingParts {
  /** The description, when it says something the body does not begin with; else null. */
  readonly standfirst: string | null;
  /** The body's first paragraph, set apart as the lead (it holds what the description says). */
  readonly lead: string | null;
  /** The body after the lead (or all of it). */
  readonly body: string | undefined;
}

/**
 * Sources often make the description from the body's first sentences, or repeat the headline as
 * the first paragraph: printing both would make the reader read the same words twice. Then the
 * body's first paragraph is the lead, shown where a standfirst goes (under the headline, as the
 * Guardian and the BBC open a story), and a first paragraph equal to the headline is dropped.
 */
export function readingParts(
  article: Pick<Article, 'name' | 'description' | 'body' | 'body_format'>,
): ReadingParts {
  const description = squash(article.description);
  const body = article.body;
  if (body === undefined || bodyFormatOf(body, article.body_format) !== 'text') {
    return { standfirst: description === '' ? null : article.description, lead: null, body };
  }
  let paragraphs = paragraphsOf(body);
  if (paragraphs.length > 1 && squash(paragraphs[0] ?? '') === squash(article.name))
    paragraphs = paragraphs.slice(1);
  const [first, ...rest] = paragraphs;
  const text = squash(paragraphs.join(' '));
  if (first !== undefined && rest.length > 0 && (description === '' || text.startsWith(description))) {
    return { standfirst: null, lead: first, body: rest.join('\n\n') };
  }
  return {
    standfirst: description === '' ? null : article.description,
    lead: null,
    body: paragraphs.join('\n\n'),
  };
}
