/**
 * The site's own RSS feeds (RSS 2.0 with Media RSS): the front page at /rss.xml, each section at
 * /rss/{section}.xml and each followable topic, league or team at /rss/{context}/{id}.xml. The one
 * builder and reader of these paths: the edge serves them and names them in the pages' heads
 * (`<link rel="alternate" type="application/rss+xml">`).
 */
import type { ProfileContext } from './api/common';

/** The site template's sections that have a feed (the TV one lists the TV videos). */
export const FEED_SECTIONS = ['news', 'sports', 'entertainment', 'tv'] as const;
export type FeedSection = (typeof FEED_SECTIONS)[number];

const FEED_CONTEXTS: readonly ProfileContext[] = ['entities', 'leagues', 'teams'];

export type FeedTarget =
  | { readonly kind: 'front' }
  | { readonly kind: 'section'; readonly section: FeedSection }
  | { readonly kind: 'topic'; readonly context: ProfileContext; readonly id: string };

/** The usual addresses readers and feed readers try for a site's feed: all answer the front page's. */
export const FRONT_FEED_ALIASES = ['/feed.xml', '/rss', '/feed', '/index.xml'] as const;

export function feedPath(target: FeedTarget): string {
  switch (target.kind) {
    case 'front':
      return '/rss.xml';
    case 'section':
      return `/rss/${target.section}.xml`;
    case 'topic':
      return `/rss/${target.context}/${encodeURIComponent(target.id)}.xml`;
  }
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The feed a path names; undefined for any other path. */
export function parseFeedPath(pathname: string): FeedTarget | undefined {
  if (pathname === '/rss.xml' || (FRONT_FEED_ALIASES as readonly string[]).includes(pathname)) {
    return { kind: 'front' };
  }
  const section = /^\/rss\/([a-z]+)\.xml$/.exec(pathname)?.[1];
  if (section !== undefined) {
    return (FEED_SECTIONS as readonly string[]).includes(section)
      ? { kind: 'section', section: section as FeedSection }
      : undefined;
  }
  const topic = /^\/rss\/([a-z]+)\/([^/]+)\.xml$/.exec(pathname);
  const context = FEED_CONTEXTS.find((c) => c === topic?.[1]);
  let id: string | undefined;
  try {
    id = topic?.[2] === undefined ? undefined : decodeURIComponent(topic[2]);
  } catch {
    id = undefined;
  }
  return context && id && ID.test(id) ? { kind: 'topic', context, id } : undefined;
}

/** The feeds a page names in its head: its own section's or league's first, the front page's last. */
export function feedsOfPage(pathname: string, section?: string): FeedTarget[] {
  const feeds: FeedTarget[] = [];
  const league = /^\/sports\/(?:feed|standings)\/[^/]+\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (league) {
    try {
      feeds.push({ kind: 'topic', context: 'leagues', id: decodeURIComponent(league) });
    } catch {
      // A malformed id names no feed.
    }
  }
  const own =
    section ??
    (pathname === '/sports' || pathname.startsWith('/sports/') ? 'sports' : undefined) ??
    (pathname === '/tv' || pathname.startsWith('/tv/') ? 'tv' : undefined);
  if (own && (FEED_SECTIONS as readonly string[]).includes(own)) {
    feeds.push({ kind: 'section', section: own as FeedSection });
  }
  return [...feeds, { kind: 'front' }];
}
