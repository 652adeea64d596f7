/**
 * Text put into HTML made by hand (the edge's page frame, the offline page, imported feed text,
 * the benchmark's static page): the five characters that could end a text or an attribute
 * value become references. The one copy: a lint rule keeps others out (eslint.config.mjs).
 */
const REFERENCES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => REFERENCES[c] ?? c);
