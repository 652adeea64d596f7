/**
 * A remote's translation catalogues. pt (the default and the fallback, spec 1) is in the page's
 * code; en and es may be functions that fetch theirs (each its own chunk, import()), so a page
 * carries only its reader's language. The language changes only with a reload, so a page needs
 * one other catalogue at most, fetched before its first render (defineRemote's mount, the
 * server's render).
 */
import type { Locale } from '../locale';

export type Messages = Readonly<Record<string, string>>;

/** A catalogue, or the function that fetches it. */
export type CatalogueSource = Messages | (() => Promise<Messages>);

export type Catalogues = { readonly pt: Messages } & {
  readonly [L in Exclude<Locale, 'pt'>]: CatalogueSource;
};

const fetched = new WeakMap<() => Promise<Messages>, Messages>();

/** The locale's catalogue if it is here (in the code, or fetched); undefined if not (yet). */
export function catalogueOf(catalogues: Catalogues, locale: Locale): Messages | undefined {
  const source = catalogues[locale];
  return typeof source === 'function' ? fetched.get(source) : source;
}

/**
 * Fetches the locale's catalogue once. One that cannot be fetched leaves the page in pt (the
 * fallback) rather than without a page.
 */
export async function loadCatalogue(catalogues: Catalogues, locale: Locale): Promise<void> {
  const source = catalogues[locale];
  if (typeof source !== 'function' || fetched.has(source)) return;
  try {
    fetched.set(source, await source());
  } catch {
    // The pt texts stay (spec 1: pt is the fallback for anything missing).
  }
}
