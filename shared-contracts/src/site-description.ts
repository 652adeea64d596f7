/**
 * The site's description in the reader's language (spec 1: pt, en, es), for page heads that say
 * nothing of their own: the configured one (written in the site's language, pt) or its
 * translation. The edge's served head and the browser's head use the same text.
 */
import type { SiteConfig } from './api/site-config';
import { DEFAULT_LOCALE, type Locale } from './locale';

const SITE_DESCRIPTIONS: Readonly<Record<Exclude<Locale, 'pt'>, string>> = {
  en: 'News, videos and live scores. Read 3 stories and earn a 50 MB data bonus.',
  es: 'Noticias, videos y marcadores en vivo. Lee 3 noticias y gana 50 MB de bono de datos.',
};

export const siteDescription = (config: Pick<SiteConfig, 'meta'>, locale: Locale = DEFAULT_LOCALE): string =>
  locale === 'pt' ? config.meta.description : SITE_DESCRIPTIONS[locale];
