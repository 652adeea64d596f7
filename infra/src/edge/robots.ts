/**
 * /robots.txt (RFC 9309): crawlers may read every content page and are pointed at the XML
 * sitemaps (absolute URLs on the site config's url, as in the sitemaps themselves); paths that
 * are no content are closed: the API (except the share images link previews fetch), the
 * account area, search results, reader-specific and redirecting pages, and ops endpoints.
 * Script and style folders stay open: crawlers that render pages need them.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfig } from 'shared-contracts';
import { publicFor } from '../cache-control';

export interface RobotsOptions {
  readonly getSiteConfig: () => Promise<SiteConfig>;
}

export const ROBOTS_DISALLOW = [
  '/api/',
  '/accounts/',
  '/reset_password',
  '/invalid_token',
  '/search/',
  '/favorites/',
  '/external',
  '/site_redirect',
  '/registry.json',
  '/healthz',
] as const;

/** Share images (og:image) live under /api/; link previewers that honour robots.txt need them. */
export const ROBOTS_ALLOW = ['/api/v3/images/'] as const;

export function renderRobots(siteUrl: string): string {
  const abs = (path: string) => new URL(path, siteUrl).toString();
  return [
    'User-agent: *',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${abs('/sitemap.xml')}`,
    `Sitemap: ${abs('/news-sitemap.xml')}`,
    '',
  ].join('\n');
}

export const robotsPlugin: FastifyPluginAsync<RobotsOptions> = async (app, { getSiteConfig }) => {
  app.get('/robots.txt', async (_req, reply) =>
    reply
      .header('cache-control', publicFor(3600))
      .type('text/plain; charset=utf-8')
      .send(renderRobots((await getSiteConfig()).url)),
  );
};
