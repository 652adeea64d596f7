/**
 * The head of a page as the edge sends it: the site's defaults (its title, its description in the
 * page's language, the page's path as canonical), then what the page's code declared, then the
 * route's own head (its item: story, video, event). On top, what every page carries: the site's
 * name, the page's language with its alternates in the others (hreflang: the page's URL with
 * ?lang=, x-default without) and the feeds the page belongs to (RSS autodiscovery).
 */
import {
  DEFAULT_LOCALE,
  feedPath,
  feedsOfPage,
  LOCALE_TAGS,
  LOCALES,
  localizedUrl,
  siteDescription,
  type FeedTarget,
  type Locale,
  type SiteConfig,
} from 'shared-contracts';
import type { HeadFeed } from './head-tags';
import type { PageHead } from './html';

/** A feed's name in a page's head: the site's, with the section's or the league's after it. */
function feedTitle(target: FeedTarget, config: SiteConfig): string {
  if (target.kind === 'front') return config.name;
  if (target.kind === 'section') {
    const section = config.template.content.find((entry) => entry.key === target.section);
    return `${config.name} — ${section?.name ?? target.section}`;
  }
  const follow = config.site_default_follows.find((f) => f.context === target.context && f.id === target.id);
  return `${config.name} — ${follow?.name ?? target.id}`;
}

export function headFeeds(pathname: string, config: SiteConfig, section?: string): HeadFeed[] {
  return feedsOfPage(pathname, section).map((target) => ({
    title: feedTitle(target, config),
    href: new URL(feedPath(target), config.url).toString(),
  }));
}

export interface ComposeHeadInput {
  readonly config: SiteConfig;
  readonly locale: Locale;
  readonly pathname: string;
  /** The page exists (a 404 names no alternates). */
  readonly known: boolean;
  /** What the page's own code declared while rendering. */
  readonly declared?: Partial<PageHead>;
  /** The route's own head (its item). */
  readonly route?: Partial<PageHead>;
}

export function composeHead({
  config,
  locale,
  pathname,
  known,
  declared,
  route,
}: ComposeHeadInput): PageHead {
  const merged: PageHead = {
    title: config.meta.title,
    description: siteDescription(config, locale),
    canonical: new URL(pathname, config.url).toString(),
    feeds: headFeeds(pathname, config, sectionKeyOf(route?.article?.section, config)),
    ...declared,
    ...route,
    lang: LOCALE_TAGS[locale],
    locale,
    siteName: config.name,
  };
  const base = merged.canonical;
  if (!base || !known) return merged;
  return {
    ...merged,
    canonical: localizedUrl(base, locale),
    alternates: [
      ...LOCALES.map((other) => ({ hreflang: LOCALE_TAGS[other], href: localizedUrl(base, other) })),
      { hreflang: 'x-default', href: localizedUrl(base, DEFAULT_LOCALE) },
    ],
  };
}

/** The site template's key of a story's section, from the name its head gives. */
function sectionKeyOf(name: string | undefined, config: SiteConfig): string | undefined {
  return name === undefined ? undefined : config.template.content.find((entry) => entry.name === name)?.key;
}
