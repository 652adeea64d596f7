/**
 * The head tags that make a page found and shared, beyond title and description (html.ts
 * renderHead): share images with their size and text (Open Graph og:image:*), the site's name and
 * the page's language with its alternates (og:locale, hreflang), an article's dates and section,
 * the page's feeds (RSS autodiscovery) and its structured data (schema.org JSON-LD). Every value
 * is escaped for its context; JSON-LD cannot close its script element (jsonForScript).
 */
import { LOCALES, type Locale, type ShareImage } from 'shared-contracts';

/** Open Graph's locale names (language_TERRITORY) of the site's languages. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { pt: 'pt_BR', en: 'en_US', es: 'es_LA' };

export interface HeadAlternate {
  /** BCP 47 tag, or x-default. */
  readonly hreflang: string;
  readonly href: string;
}

export interface HeadFeed {
  readonly title: string;
  /** Absolute URL of an RSS 2.0 document. */
  readonly href: string;
}

export interface HeadExtras {
  /** The page's language, for og:locale and og:locale:alternate. */
  readonly locale?: Locale;
  readonly siteName?: string;
  /** The page in each language (hreflang), x-default included. */
  readonly alternates?: readonly HeadAlternate[];
  /** Share images, absolute URLs, the one previews show first first. */
  readonly images?: readonly ShareImage[];
  /** Open Graph article:* of a story (ISO 8601 times). */
  readonly article?: {
    readonly publishedTime: string;
    readonly modifiedTime?: string;
    readonly section?: string;
  };
  readonly feeds?: readonly HeadFeed[];
  /** schema.org objects, each rendered in its own JSON-LD script. */
  readonly jsonLd?: readonly object[];
}

type Escape = (text: string) => string;

export function renderHeadExtras(
  extras: HeadExtras,
  escape: Escape,
  json: (value: unknown) => string,
): string[] {
  const tags: string[] = [];
  const meta = (property: string, content: string | number) =>
    tags.push(`<meta property="${property}" content="${escape(String(content))}" />`);
  if (extras.siteName) meta('og:site_name', extras.siteName);
  if (extras.locale) {
    meta('og:locale', OG_LOCALES[extras.locale]);
    for (const other of LOCALES) if (other !== extras.locale) meta('og:locale:alternate', OG_LOCALES[other]);
  }
  for (const image of extras.images ?? []) {
    meta('og:image', image.url);
    if (image.type) meta('og:image:type', image.type);
    meta('og:image:width', image.width);
    meta('og:image:height', image.height);
    meta('og:image:alt', image.alt);
  }
  const [first] = extras.images ?? [];
  if (first) {
    tags.push(`<meta name="twitter:image" content="${escape(first.url)}" />`);
    tags.push(`<meta name="twitter:image:alt" content="${escape(first.alt)}" />`);
  }
  if (extras.article) {
    meta('article:published_time', extras.article.publishedTime);
    if (extras.article.modifiedTime) meta('article:modified_time', extras.article.modifiedTime);
    if (extras.article.section) meta('article:section', extras.article.section);
  }
  for (const { hreflang, href } of extras.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escape(hreflang)}" href="${escape(href)}" />`);
  }
  for (const feed of extras.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escape(feed.title)}" href="${escape(feed.href)}" />`,
    );
  }
  for (const object of extras.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${json(object)}</script>`);
  return tags;
}
