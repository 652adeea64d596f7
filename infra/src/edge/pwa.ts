/**
 * What makes the site an installable app (docs/adr/012-offline-and-versions.md): the manifest in
 * the reader's language, the service worker of the active shell version at /sw.js (scope '/'),
 * and /favicon.ico. The worker and the manifest are `no-cache`: a new shell version (its worker
 * names its files) or a rollback reaches browsers on their next check, never from a stale copy.
 * A reader in a shell canary gets the canary's worker (their bucket cookie, reader-bucket.ts), so
 * the worker always belongs to the shell their pages run, and follows a promote or a rollback.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { COOKIES, readCookie, toLocale, type SiteConfig } from 'shared-contracts';
import { versionDir, type AppLocator } from '../registry/apps';
import type { RegistryStore } from '../registry/store';
import { knownBucketOf } from './reader-bucket';
import { webManifestOf } from './web-manifest';
import { REVALIDATE, publicFor } from '../cache-control';

export interface PwaOptions {
  readonly registry: RegistryStore;
  readonly locator: AppLocator;
  readonly getSiteConfig: () => Promise<SiteConfig>;
}

const notFound = () => ({ error: { code: 'NOT_FOUND', message: 'Not found' } });

export const pwaPlugin: FastifyPluginAsync<PwaOptions> = async (
  app,
  { registry, locator, getSiteConfig },
) => {
  const workers = new Map<string, string>();
  const activeShell = (cookieHeader?: string) => {
    const version = registry.active('shell', knownBucketOf(cookieHeader));
    const dir = version && versionDir(locator, 'shell', version);
    return version && dir ? { version, dir } : undefined;
  };

  app.get('/manifest.webmanifest', async (req, reply) => {
    const locale = toLocale(readCookie(req.headers.cookie ?? '', COOKIES.locale));
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'cookie');
    return JSON.stringify(webManifestOf(await getSiteConfig(), locale));
  });

  // The worker of the reader's shell, which names its own version folder (it keeps that version's
  // files, and drops the older ones').
  app.get('/sw.js', async (req, reply) => {
    const shell = activeShell(req.headers.cookie);
    const file = shell && path.join(shell.dir, 'sw.js');
    if (!shell || !file || !fs.existsSync(file)) return reply.code(404).send(notFound());
    let script = workers.get(shell.version);
    if (script === undefined) {
      script = fs.readFileSync(file, 'utf8').replaceAll('__SHELL_BASE__', `/shell/${shell.version}/`);
      workers.set(shell.version, script);
    }
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'cookie')
      .send(script);
  });

  app.get('/favicon.ico', async (_req, reply) => {
    const shell = activeShell();
    if (!shell || !fs.existsSync(path.join(shell.dir, 'assets/icons/favicon.ico'))) {
      return reply.code(404).send(notFound());
    }
    reply.header('cache-control', publicFor(86400));
    return reply.sendFile('favicon.ico', path.join(shell.dir, 'assets/icons'), { cacheControl: false });
  });
};
