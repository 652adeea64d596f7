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
