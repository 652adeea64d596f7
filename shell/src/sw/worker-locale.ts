/**
 * The reader's interface language as the worker knows it: the page tells it (WORKER_MESSAGES
 * .locale) and it is kept in a small cache entry, since a worker reads no cookies. Until then, the
 * browser's language. Used for the offline page and notice.
 */
type Locale = 'pt' | 'en' | 'es';

const SETTINGS_CACHE = 'onda-settings-v1';
const LOCALE_KEY = '/__onda/locale';

const browserLocale = (): Locale => {
  const language = self.navigator.language.toLowerCase();
  return language.startsWith('en') ? 'en' : language.startsWith('es') ? 'es' : 'pt';
};

const isLocale = (value: unknown): value is Locale => value === 'pt' || value === 'en' || value === 'es';

export async function rememberLocale(locale: unknown): Promise<void> {
  if (!isLocale(locale)) return;
  const cache = await caches.open(SETTINGS_CACHE);
  await cache.put(LOCALE_KEY, new Response(locale));
}

export async function readLocale(): Promise<Locale> {
  try {
    const kept = await caches.match(LOCALE_KEY, { cacheName: SETTINGS_CACHE });
    const locale = kept && (await kept.text());
    return isLocale(locale) ? locale : browserLocale();
  } catch {
    return browserLocale();
  }
}
