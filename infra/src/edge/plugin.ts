/**
 * The edge: serves the shell page for every route, the immutable version folders of the shell
 * and the remotes, the registry, /healthz (status-routes.ts) and /robots.txt. The API is mounted beside
 * it (app.ts). Every other GET is a page (page-handler.ts). A path that is no page, or a content
 * page whose item does not exist, gets the same shell page with status 404: the shell or the page's
 * remote shows the translated 404 page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import { apiErrorHandler } from '../api/errors';
import { IMMUTABLE, publicFor } from '../cache-control';
import { TV_STATIC_PREFIX } from '../media/video-clip';
import { isAppName, versionDir, VERSION_PATTERN } from '../registry/apps';
import { varyOnEncoding } from './compression';
import type { EdgeOptions } from './edge-options';
import { feedsPlugin } from './feeds';
import { formPostsPlugin } from './form-posts';
import { createPageHandler, notFound } from './page-handler';
import { createPageScripts } from './page-scripts';
import { createPageValidators } from './page-validators';
import { pwaPlugin } from './pwa';
import { robotsPlugin } from './robots';
import { CROSS_ORIGIN_HEADERS, isSubresourceFile, SUBRESOURCE_HEADERS } from './security-headers';
import { sitemapsPlugin } from './sitemaps';
import { registerStatusRoutes } from './status-routes';
import { tvStaticPlugin } from './tv-static';

export type { EdgeOptions } from './edge-options';

export const edgePlugin: FastifyPluginAsync<EdgeOptions> = async (app, options) => {
  const { registry, locator } = options;
  const getSiteConfig = options.getSiteConfig ?? (async () => FALLBACK_SITE_CONFIG);
  const templates = new Map<string, string>();
  const pageScripts = createPageScripts();
  const pageValidators = createPageValidators();

  // preCompressed: a build's `.br` / `.gz` copy of a file is sent as it is to a browser that
  // accepts that encoding (infra/build/output-files.mjs writes them); the file itself otherwise.
  await app.register(fastifyStatic, {
    root: locator.versionsDir('shell'),
    serve: false,
    preCompressed: true,
  });
  // Errors of the edge's own routes get the API's stable codes; a 5xx's message (a file path,
  // say) is logged, never sent.
  app.setErrorHandler(apiErrorHandler);

  const reportRegistryProblem = registerStatusRoutes(app, { registry, locator, health: options.health });

  // Version folders never change once written, so they are cached forever.
  const sendVersioned = (reply: FastifyReply, app: string, version: string, file: string) => {
    // The routes skip helmet: a subresource gets its few headers, a document-like file the page's.
    if (isSubresourceFile(file)) reply.headers(SUBRESOURCE_HEADERS);
    else reply.helmet();
    if (!isAppName(app) || !VERSION_PATTERN.test(version)) return reply.code(404).send(notFound());
    // A remote's server bundle runs in the edge only; it is never served.
    if (file === 'server' || file.startsWith('server/')) return reply.code(404).send(notFound());
    const dir = versionDir(locator, app, version);
    if (!dir) return reply.code(404).send(notFound());
    reply.header('cache-control', IMMUTABLE);
    varyOnEncoding(reply);
    reply.headers(CROSS_ORIGIN_HEADERS);
    // Immutable: the ETag is enough to revalidate; no Last-Modified, and no byte ranges.
    return reply.sendFile(file, dir, { cacheControl: false, lastModified: false, acceptRanges: false });
  };

  app.get<{ Params: { app: string; version: string; '*': string } }>(
    '/remotes/:app/:version/*',
    { helmet: false },
    (req, reply) =>
      req.params.app === 'shell'
        ? reply.headers(SUBRESOURCE_HEADERS).code(404).send(notFound())
        : sendVersioned(reply, req.params.app, req.params.version, req.params['*']),
  );
  app.get<{ Params: { version: string; '*': string } }>(
    '/shell/:version/*',
    { helmet: false },
    (req, reply) => sendVersioned(reply, 'shell', req.params.version, req.params['*']),
  );

  // Unversioned URLs (logo, favicon) that site configuration points at: the active shell's copy.
  app.get<{ Params: { '*': string } }>('/assets/*', (req, reply) => {
    const shell = registry.active('shell');
    const dir = shell && versionDir(locator, 'shell', shell);
    if (!dir) return reply.code(404).send(notFound());
    reply.header('cache-control', publicFor(3600));
    varyOnEncoding(reply);
    return reply.sendFile(req.params['*'], path.join(dir, 'assets'), { cacheControl: false });
  });

  const template = (dir: string): string => {
    let html = templates.get(dir);
    if (!html) {
      html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      templates.set(dir, html);
    }
    return html;
  };

  await app.register(tvStaticPlugin, { prefix: TV_STATIC_PREFIX });
  await app.register(sitemapsPlugin, { getSiteConfig });
  await app.register(feedsPlugin, { getSiteConfig });
  await app.register(robotsPlugin, { getSiteConfig });
  await app.register(pwaPlugin, { registry, locator, getSiteConfig });
  // Forms sent before or without scripts: answered here, or by the page again (formAnswerOf).
  await app.register(formPostsPlugin, { getSiteConfig, keys: options.keys });

  // Every other GET is a page (page-handler.ts: named steps from the request to the answer).
  app.setNotFoundHandler(
    createPageHandler({
      options,
      locator,
      getSiteConfig,
      template,
      pageScripts,
      pageValidators,
      reportRegistryProblem,
    }),
  );
};
