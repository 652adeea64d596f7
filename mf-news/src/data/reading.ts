/**
 * How an article's text is laid out for reading: whether its description (spec 3) is printed as a
 * standfirst, and the body without a leading copy of the headline. Pure, tested beside.
 */
import type { Article } from 'shared-contracts';
import { bodyFormatOf, paragraphsOf } from './body';

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

export interface ReadingParts {
  /** The description, when it says something the body does not begin with; else null. */
  readonly standfirst: string | null;
  /** true when the body's first paragraph is the story's lead (styled as the standfirst would be). */
  readonly leadInBody: boolean;
  readonly body: string | undefined;
}

/**
 * Sources often make the description from the body's first sentences, or repeat the headline as
 * the first paragraph: printing both would make the reader read the same words twice. Then the
 * body's first paragraph carries the lead, and a first paragraph equal to the headline is dropped.
 */
export function readingParts(
  article: Pick<Article, 'name' | 'description' | 'body' | 'body_format'>,
): ReadingParts {
  let body = article.body;
  if (body !== undefined && bodyFormatOf(body, article.body_format) === 'text') {
    const [first, ...rest] = paragraphsOf(body);
    if (first !== undefined && rest.length > 0 && squash(first) === squash(article.name))
      body = rest.join('\n\n');
  }
  const description = squash(article.description);
  if (description === '') return { standfirst: null, leadInBody: false, body };
  const text =
    body === undefined ? '' : squash(bodyFormatOf(body, article.body_format) === 'text' ? body : '');
  const repeated = text.startsWith(description);
  return { standfirst: repeated ? null : article.description, leadInBody: repeated, body };
}
