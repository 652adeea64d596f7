/**
 * Trending searches (spec 2 "/search/trending", "Page titles: trending"): what readers searched in
 * the last 24 hours, counted by distinct readers, shown once at least TRENDING_MIN_READERS asked.
 * Pure: which queries count, their key, and the one-way asker hash; the SQL is in queries.ts.
 *
 * Nothing personal: a query that looks like contact or identity data (an e-mail address, a long
 * number such as a phone or document number, a web address) is never recorded, and a reader is
 * kept only as a hash that serves to count them once.
 */
import { createHash } from 'node:crypto';

export const TRENDING_MIN_READERS = 3;
export const TRENDING_LIMIT = 10;
export const TRENDING_WINDOW_HOURS = 24;
/** Rows are deleted once older than this. */
export const SEARCH_LOG_KEEP_HOURS = 48;

const MIN_LENGTH = 2;
const MAX_LENGTH = 60;
const PERSONAL = /@|\d[\d\s.\-/]{4,}\d|https?:|www\./i;

/** The query as it is counted (case, accents kept, spacing folded), or null when it must not be. */
export function trendingKey(text: string): string | null {
  const folded = text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('pt-BR');
  if (folded.length < MIN_LENGTH || folded.length > MAX_LENGTH || PERSONAL.test(folded)) return null;
  return folded;
}

/** A reader's storage key (api/reader.ts ownerOf) hashed one way. */
export function askerHash(owner: string): string {
  return createHash('sha256').update(owner).digest('base64url').slice(0, 22);
}
