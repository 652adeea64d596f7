/**
 * The page head in the browser: the same tags the edge server renders for the first load
 * (infra/src/edge/html.ts renderHead: title, description, canonical, og:title/description/type/url/
 * image, twitter:card/image; share image 400x400, spec 9), kept current on client-side navigation.
 * The head remembers which path it was written for, so the shell's reset to the site defaults on a
 * route change never overwrites what the page of that path already wrote.
 */
import type { SiteConfig } from '../api/site-config';
import { DEFAULT_LOCALE, type Locale } from '../locale';
import { siteDescription } from '../site-description';

export { siteDescription };

export interface PageHead {
  /** The whole document title ("<page> | <site>"). */
  readonly title: string;
  readonly description: string;
  /** Absolute URL. */
  readonly canonical?: string;
  /** Absolute URL of the 400x400 share image. */
  readonly image?: string;
  readonly type?: 'website' | 'article';
}

const PATH_ATTRIBUTE = 'data-head-path';
/** Spec 9: the share image is 400x400. */
const SHARE_IMAGE_SIZE = '400';

/** "<page title> | <site name>" (spec 2 "Page titles"). */
export const pageTitle = (title: string, siteName: string): string =>
  siteName ? `${title} | ${siteName}` : title;

/** `path` on the site's own origin, or undefined when the configured URL is not one. */
export function siteUrl(path: string, config: Pick<SiteConfig, 'url'>): string | undefined {
  try {
    return new URL(path, config.url).toString();
  } catch {
    return undefined;
  }
}

/** The head of a page that says nothing of its own: the site's meta, canonical at its path. */
export const siteHead = (
  config: Pick<SiteConfig, 'meta' | 'url'>,
  path: string,
  locale: Locale = DEFAULT_LOCALE,
): PageHead => ({
  title: config.meta.title,
  description: siteDescription(config, locale),
  canonical: siteUrl(path, config),
});

function setTag(selector: string, create: () => HTMLElement, attribute: string, value?: string): void {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    existing?.remove();
    return;
  }
  const element = existing ?? document.head.appendChild(create());
  element.setAttribute(attribute, value);
}

function setMeta(key: 'name' | 'property', name: string, content?: string): void {
  setTag(
    `meta[${key}="${name}"]`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(key, name);
      return meta;
    },
    'content',
    content,
  );
}

/** Writes `head` into the document as the head of `path`. */
export function applyPageHead(head: PageHead, path: string): void {
  const { title, description, canonical, image } = head;
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', head.type ?? 'website');
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setTag(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    'href',
    canonical,
  );
  setMeta('property', 'og:url', canonical);
  setMeta('property', 'og:image', image);
  setMeta('property', 'og:image:width', image && SHARE_IMAGE_SIZE);
  setMeta('property', 'og:image:height', image && SHARE_IMAGE_SIZE);
  setMeta('name', 'twitter:image', image);
  document.head.setAttribute(PATH_ATTRIBUTE, path);
}

/** Whether the head was last written for `path`. */
export const headIsFor = (path: string): boolean => document.head.getAttribute(PATH_ATTRIBUTE) === path;

export { shortDescription } from '../short-description';
