/**
 * The shell's message catalogues by locale; pt is the default and the fallback (spec 1). pt is in
 * the shell's code; en and es are chunks of their own, fetched (loadCatalogue) only for readers
 * of those languages before the layout renders, so a page carries one language. The server has
 * them all (addCatalogues). The language changes only with a reload.
 */
import type { Locale } from 'shared-contracts';
import { createUseT } from 'shared-contracts/remote-kit';
import { pt, type Messages } from './messages/pt';

const catalogues: Partial<Record<Locale, Partial<Messages>>> = { pt };

/** The locale's catalogue, once it is here (undefined: not fetched, pt texts show). */
export const catalogueOf = (locale: Locale): Partial<Messages> | undefined => catalogues[locale];

/** Catalogues the code already has (the server's bundle, tests). */
export function addCatalogues(more: Partial<Record<Locale, Partial<Messages>>>): void {
  Object.assign(catalogues, more);
}

/** Fetches the locale's catalogue once; one that cannot be fetched leaves the pt texts. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  try {
    if (locale === 'en') catalogues.en = (await import(/* webpackChunkName: "i18n-en" */ './messages/en')).en;
    if (locale === 'es') catalogues.es = (await import(/* webpackChunkName: "i18n-es" */ './messages/es')).es;
  } catch {
    // pt is the fallback (spec 1).
  }
}

/** The ids present in pt but missing (or empty) in `catalogue`. */
export function missingKeys(catalogue: Partial<Messages>): string[] {
  return Object.keys(pt).filter((id) => !catalogue[id as keyof Messages]);
}

/** `catalogue` completed with pt texts for any missing or empty key (spec 1: pt is the fallback). */
export function withFallback(catalogue: Partial<Messages>): Messages {
  const merged: Messages = { ...pt };
  for (const [id, text] of Object.entries(catalogue)) {
    if (text && id in pt) merged[id as keyof Messages] = text;
  }
  return merged;
}

/** The shell's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<Messages>();
