/**
 * Server-rendered page heads (title, description, canonical, social tags, share images,
 * structured data) for pages whose link previews and search results matter: home, articles,
 * videos, sporting events and the sitemap pages. Each kind of page has its own builder, chosen by
 * the route id the page request was matched to (page-request.ts: the route is matched once). The
 * same lookup tells the edge when the page's item does not exist (MISSING: status 404). Heads read
 * the API through the page request's reads (page-reads.ts), which the page's render shares.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Locale, SiteConfig } from 'shared-contracts';
import { mediaHead, newsStoryHead, tvHead, videoStoryHead } from './article';
import { eventHead } from './event';
import { homeHead, sitemapHead } from './site';
import type { ApiGet, HeadResult, RouteHead } from './types';
import { logEvent } from '../../log-events';

const HEADS: Readonly<Record<string, RouteHead>> = {
  newsStory: newsStoryHead,
  videoStory: videoStoryHead,
  media: mediaHead,
  sportsHome: eventHead,
  tv: tvHead,
  home: homeHead,
  sitemap: sitemapHead,
};

/** What a page's head is built from: the matched route, the site and the request's reads. */
export interface HeadRequest {
  readonly routeId: string | undefined;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly pathname: string;
  readonly config: SiteConfig;
  readonly locale: Locale;
  readonly get: ApiGet;
}

export type HeadLoader = (request: HeadRequest) => Promise<HeadResult>;

export function createHeadFor(log: FastifyBaseLogger): HeadLoader {
  return async ({ routeId, params, pathname, config, locale, get }) => {
    const build = routeId === undefined ? undefined : HEADS[routeId];
    if (!build) return undefined;
    try {
      return await build(params, { config, get, pathname, locale });
    } catch (error) {
      logEvent(log, 'warn', 'page_head_failed', { err: error, path: pathname });
      return undefined;
    }
  };
}
