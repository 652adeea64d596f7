/** Interface languages (spec 1): pt is the default and the fallback. */
export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';

/** BCP 47 tags used for Intl formatting and the html lang attribute. */
export const LOCALE_TAGS: Record<Locale, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Reads a locale from a cookie value or an Accept-Language style tag, falling back to pt. */
export function toLocale(value: string | undefined | null): Locale {
  const base = (value ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_;,]/)[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/**
 * The query parameter that asks for a page in one language (`?lang=en`): each language of a page
 * has its own URL, which search engines index as that page's alternate (hreflang). It wins over
 * the reader's language cookie for that page only; the page without it is in the site's language
 * or the reader's choice.
 */
export const LOCALE_PARAM = 'lang';

/** The language a query string asks for (`?lang=en`); undefined when it asks for none it knows. */
export function localeFromSearch(search: string): Locale | undefined {
  const value = new URLSearchParams(search).get(LOCALE_PARAM);
  return isLocale(value) ? value : undefined;
}

/** `url` (absolute) in `locale`: its own URL for the site's default language, else with ?lang=. */
export function localizedUrl(url: string, locale: Locale): string {
  const target = new URL(url);
  target.searchParams.delete(LOCALE_PARAM);
  if (locale !== DEFAULT_LOCALE) target.searchParams.set(LOCALE_PARAM, locale);
  return target.toString();
}
