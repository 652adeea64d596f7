/**
 * The 1-3 character code printed on a crest or league badge. Codes are sanitised to A-Z/0-9 so
 * the glyphs exist in every fallback font; a missing or unusable code is derived from the name
 * (initials of significant words, else its first letters), then from the id.
 */

// Portuguese/Spanish connectives that never contribute an initial ("Clube de Regatas do Flamengo").
const STOP_WORDS = new Set(['de', 'do', 'da', 'dos', 'das', 'e', 'del', 'la', 'el', 'y', 'the', 'of', 'and']);

export function badgeCode(name: string, code?: string, id?: string): string {
  const given = code === undefined ? '' : asciiUpper(code).replace(/[^A-Z0-9]/g, '');
  if (given) return given.slice(0, 3);
  const fromName = deriveCode(name);
  if (fromName) return fromName;
  return deriveCode(id ?? '') || '?';
}

function deriveCode(text: string): string {
  const words = asciiUpper(text)
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w.toLowerCase()));
  if (words.length === 0) return '';
  if (words.length === 1) return (words[0] ?? '').slice(0, 3);
  return words
    .slice(0, 3)
    .map((w) => w.charAt(0))
    .join('');
}

/** Uppercase with diacritics removed: "São Paulo" -> "SAO PAULO". */
function asciiUpper(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}
