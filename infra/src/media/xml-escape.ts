/**
 * Escapes text for SVG/XML text content and attribute values. Names come from feeds and admins,
 * so they are hostile: besides the five markup characters, characters that XML 1.0 forbids
 * (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are dropped, or librsvg would reject the
 * whole document.
 */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
