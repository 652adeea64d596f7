/**
 * Text helpers for feed content. The XML parser runs with entity expansion off (billion-laughs and
 * external entities never get a chance), so decoding happens here, in one pass each time: first the
 * XML layer (five built-ins and character references), then, for HTML fields, the HTML layer.
 */

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** HTML named entities that Portuguese and Spanish publishers actually use; unknown ones stay as written. */
const HTML_ENTITIES: Record<string, string> = {
  ...XML_ENTITIES,
  nbsp: '\u00A0',
  shy: '',
  ordf: 'ª',
  ordm: 'º',
  deg: '°',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  iexcl: '¡',
  iquest: '¿',
  times: '×',
  ...accentedLetters(),
};

/** &aacute; &ccedil; &otilde; ...: built by composing base letter and combining mark, no 60-line table. */
function accentedLetters(): Record<string, string> {
  const marks: Record<string, string> = {
    acute: '\u0301',
    grave: '\u0300',
    circ: '\u0302',
    tilde: '\u0303',
    uml: '\u0308',
    cedil: '\u0327',
  };
  const table: Record<string, string> = {};
  for (const letter of 'aeiouyncAEIOUYNC') {
    for (const [name, mark] of Object.entries(marks)) {
      const composed = (letter + mark).normalize('NFC');
      if (composed.length === 1) table[letter + name] = composed;
    }
  }
  return table;
}

const ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

function decodeWith(text: string, named: Record<string, string>): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return isAllowedCodePoint(code) ? String.fromCodePoint(code) : '\uFFFD';
    }
    return Object.hasOwn(named, body) ? (named[body] ?? whole) : whole;
  });
}

/** XML 1.0 Char production minus controls other than tab/newline/CR. */
function isAllowedCodePoint(code: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  if (code < 0x20 || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) return false;
  return code <= 0x10ffff;
}

/** The XML layer: &lt; &gt; &amp; &quot; &apos; and numeric references. */
export function decodeXmlEntities(text: string): string {
  return decodeWith(text, XML_ENTITIES);
}

export function decodeHtmlEntities(text: string): string {
  return decodeWith(text, HTML_ENTITIES);
}

// Bounds the regex work below on hostile input; a summary never needs more than this.
const MAX_HTML_SCAN = 50_000;

const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|img|li|main|nav|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*(?:>|$)/gi;

/** Plain text from an HTML fragment: scripts, styles and comments dropped, tags removed, entities decoded. */
export function htmlToText(html: string): string {
  const text = html
    .slice(0, MAX_HTML_SCAN)
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    // Block-level tags separate words; inline ones (<b>, <a>) must not split "versão <b>20</b>.".
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-zA-Z][^>]*(?:>|$)/g, '');
  return collapseWhitespace(decodeHtmlEntities(text));
}

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00A0]+/g, ' ').trim();
}

/** Cuts at a word boundary and marks the cut with an ellipsis. */
export function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
