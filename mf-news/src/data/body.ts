/**
 * How an article body is written (spec 3 "body"; ArticleSchema body_format): seeded bodies are
 * plain text with blank-line paragraphs, imported ones HTML. Without a format, a body with tags
 * is taken as HTML — and HTML is always sanitised before it is shown (data/sanitize.ts).
 */
const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

export type BodyFormat = 'text' | 'html';

export const bodyFormatOf = (body: string, format?: BodyFormat): BodyFormat =>
  format ?? (HTML_TAG.test(body) ? 'html' : 'text');

/** The paragraphs of a plain-text body; React escapes them, so no markup can come through. */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
