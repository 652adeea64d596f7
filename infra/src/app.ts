/**
 * Composes the server: the API (when a database is given) and the edge that serves the site.
 * Tests build it per file and use `inject`; main.ts listens on a port.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAppLocator, type AppLocator } from './registry/apps';
import type { RegistryStore } from './registry/store';
import { edgePlugin, type EdgeOptions } from './edge/plugin';
import { createHeadFor } from './edge/heads';
import { createSiteConfigSource } from './edge/site-config-source';

export interface AppOptions {
  readonly registry: RegistryStore;
  readonly locator?: AppLocator;
  readonly logger?: FastifyServerOptions['logger'];
  /** Registers the API routes (given by main.ts with its database). */
  readonly registerApi?: (app: FastifyInstance) => Promise<void>;
  readonly getSiteConfig?: EdgeOptions['getSiteConfig'];
  readonly headFor?: EdgeOptions['headFor'];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
  });
  if (options.registerApi) await options.registerApi(app);
  await app.register(edgePlugin, {
    registry: options.registry,
    locator: options.locator ?? createAppLocator(),
    getSiteConfig: options.getSiteConfig ?? (options.registerApi ? createSiteConfigSource(app) : undefined),
    headFor: options.headFor ?? (options.registerApi ? createHeadFor(app) : undefined),
  });
  return app;
}
