/**
 * The site's description in a page's language: the configured one (site config meta.description)
 * is written in the site's language, pt; the en and es pages say the same in theirs. The edge's
 * head and the browser's head after in-app navigation use this one rule.
 */
import type { SiteConfig } from './api/site-config';
import { DEFAULT_LOCALE, type Locale } from './locale';

const SITE_DESCRIPTIONS: Readonly<Record<Exclude<Locale, 'pt'>, string>> = {
  en: 'News, videos and live scores. Read 3 stories and earn a 50 MB data bonus.',
  es: 'Noticias, videos y marcadores en vivo. Lee 3 noticias y gana 50 MB de bono de datos.',
};

export const siteDescription = (config: Pick<SiteConfig, 'meta'>, locale: Locale = DEFAULT_LOCALE): string =>
  locale === 'pt' ? config.meta.description : SITE_DESCRIPTIONS[locale];
