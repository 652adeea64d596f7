/**
 * Server-rendered page heads (title, description, canonical, social tags, share images,
 * structured data) for pages whose link previews and search results matter: home, articles,
 * videos, sporting events and the sitemap pages. Each kind of page has its own builder, chosen by
 * the route id of shared-contracts' route table. The same lookup tells the edge when the page's
 * item does not exist (MISSING: status 404).
 */
import type { FastifyInstance } from 'fastify';
import { matchRoute } from 'shared-contracts';
import type { EdgeOptions } from '../edge-options';
import { mediaHead, newsStoryHead, tvHead, videoStoryHead } from './article';
import { eventHead } from './event';
import { homeHead, sitemapHead } from './site';
import type { ApiGet, RouteHead } from './types';
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

export function createHeadFor(app: FastifyInstance): NonNullable<EdgeOptions['headFor']> {
  const get: ApiGet = async (url) => {
    const res = await app.inject({ method: 'GET', url });
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return { statusCode: res.statusCode, body };
  };
  return async (pathname, config, locale) => {
    const match = matchRoute(pathname);
    const build = match && HEADS[match.route.id];
    if (!match || !build) return undefined;
    try {
      return await build(match.params, { config, get, pathname, ...(locale ? { locale } : {}) });
    } catch (error) {
      logEvent(app.log, 'warn', 'page_head_failed', { err: error, path: pathname });
      return undefined;
    }
  };
}
