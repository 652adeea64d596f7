/**
 * The web app manifest (W3C Web Application Manifest; issue "PWA" 1): the brand's name and short
 * name and colours from the site configuration, the icons the shell's build draws from the brand's
 * SVG (infra/build/pwa-files.mjs, served under /assets/icons/), and the reader's language.
 */
import { LOCALE_TAGS, type Locale, type SiteConfig } from 'shared-contracts';

/** Where an installed app opens: home, marked so that analytics can count launches from it. */
export const START_URL = '/?source=pwa';
/** Launchers show about 12 characters under an icon. */
const SHORT_NAME_MAX = 12;

export const ICONS_PATH = '/assets/icons/';

export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const first = trimmed.split(/\s+/)[0] ?? trimmed;
  return first.slice(0, SHORT_NAME_MAX);
}

export function webManifestOf(config: SiteConfig, locale: Locale): Record<string, unknown> {
  const { colors } = config.template.branding;
  return {
    id: '/',
    name: config.name,
    short_name: shortNameOf(config.name),
    description: config.meta.description,
    lang: LOCALE_TAGS[locale],
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: colors.header,
    background_color: colors.body,
    categories: ['news', 'sports'],
    icons: [
      { src: `${ICONS_PATH}icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${ICONS_PATH}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${ICONS_PATH}maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
