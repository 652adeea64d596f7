/**
 * The page head in the browser: the same tags the edge server renders for the first load
 * (infra/src/edge/html.ts renderHead: title, description, canonical, og:title/description/type/url/
 * image with its size and text, twitter:card/image; share-images.ts), kept current on client-side
 * navigation. Link previews read the server's head; this keeps the document's head in step.
 * The head remembers which path it was written for, so the shell's reset to the site defaults on a
 * route change never overwrites what the page of that path already wrote.
 */
import type { SiteConfig } from '../api/site-config';
import type { ShareImage } from '../share-images';
import {
  DEFAULT_LOCALE,
  localeFromSearch,
  localizedUrl,
  siteDescription,
  type Locale,
} from 'shared-contracts';

export interface PageHead {
  /** The whole document title ("<page> | <site>"). */
  readonly title: string;
  readonly description: string;
  /** Absolute URL. */
  readonly canonical?: string;
  /** The share image previews show first, its URL absolute (a bare URL: the 400x400 square). */
  readonly image?: string | ShareImage;
  readonly type?: 'website' | 'article';
}

const PATH_ATTRIBUTE = 'data-head-path';

/** "<page title> | <site name>" (spec 2 "Page titles"), cut at a word to about 70 characters. */
export { pageTitle } from 'shared-contracts';

/** `path` on the site's own origin, or undefined when the configured URL is not one. */
export function siteUrl(path: string, config: Pick<SiteConfig, 'url'>): string | undefined {
  try {
    return new URL(path, config.url).toString();
  } catch {
    return undefined;
  }
}

export { siteDescription } from 'shared-contracts';

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
  const { title, description } = head;
  // A page in the language its address asks for (?lang=) is its own URL (the edge's hreflang).
  const asked = localeFromSearch(window.location.search);
  const canonical = asked && head.canonical ? localizedUrl(head.canonical, asked) : head.canonical;
  const image =
    typeof head.image === 'string' ? { url: head.image, width: 400, height: 400, alt: title } : head.image;
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
  setMeta('property', 'og:image', image?.url);
  setMeta('property', 'og:image:width', image && String(image.width));
  setMeta('property', 'og:image:height', image && String(image.height));
  setMeta('property', 'og:image:alt', image?.alt);
  setMeta('name', 'twitter:image', image?.url);
  setMeta('name', 'twitter:image:alt', image?.alt);
  document.head.setAttribute(PATH_ATTRIBUTE, path);
}

/** Whether the head was last written for `path`. */
export const headIsFor = (path: string): boolean => document.head.getAttribute(PATH_ATTRIBUTE) === path;

export { shortDescription } from 'shared-contracts';
