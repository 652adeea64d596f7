/**
 * Composes the server: the API (when a database is given) and the edge that serves the site.
 * Tests build it per file and use `inject`; main.ts listens on a port.
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAppLocator, type AppLocator } from './registry/apps';
import { serverOptions, type ServerLimits } from './server-limits';
import type { RegistryStore } from './registry/store';
import type { EdgeOptions } from './edge/edge-options';
import { edgePlugin } from './edge/plugin';
import { createHeadFor } from './edge/heads';
import { readLiteArticle } from './edge/lite-page';
import { createPageReads } from './edge/page-reads';
import { createSiteConfigSource } from './edge/site-config-source';
import { clientErrorHandler } from './edge/client-errors';
import { addSecurityHooks, HELMET_OPTIONS } from './edge/security-headers';
import { COMPRESS_OPTIONS } from './edge/compression';
import { createRouteChunkOf, createServerRenderer } from './edge/server-render';
import { createLayoutRenderer } from './edge/layout-render';
import { createRewardsCampaignSource } from './edge/rewards-campaign-source';
import { createTopicBarSource } from './edge/topic-bar-source';
import type { HealthRecorder } from './registry/health';
import { registryRoutes } from './registry/routes';
import type { HealthInputs } from './edge/health';
import type { PageCache } from './edge/page-cache';
import { registerMetrics, type Metrics } from './metrics';
import { registerRequestLog, requestIdOf } from './request-log';
import { closeConnectionsWhileStopping, type Lifecycle } from './shutdown';
import type { ServerKeys } from './api/keys/server-keys';

export interface AppOptions {
  readonly registry: RegistryStore;
  readonly locator?: AppLocator;
  readonly logger?: FastifyServerOptions['logger'];
  /** Registers the API routes (given by main.ts with its database). */
  readonly registerApi?: (app: FastifyInstance) => Promise<void>;
  readonly getSiteConfig?: EdgeOptions['getSiteConfig'];
  readonly headFor?: EdgeOptions['headFor'];
  readonly renderRemote?: EdgeOptions['renderRemote'];
  readonly renderLayout?: EdgeOptions['renderLayout'];
  /**
   * Which proxies to believe about the client (X-Forwarded-For, X-Forwarded-Proto: HSTS over
   * https): Fastify's trustProxy. Default: none (config TRUST_PROXY).
   */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** Server limits other than SERVER_LIMITS (tests use short time-outs). */
  readonly limits?: Partial<ServerLimits>;
  /**
   * Health per version (registry/health.ts): counts server renders and the browsers' beacon
   * (POST /registry/health); `sample` is the share of page views that report, 0-1.
   */
  readonly registryHealth?: { readonly recorder: HealthRecorder; readonly sample: number };
  /** Registers the ops page (registry/ops), when an operator credential is configured. */
  readonly registerOps?: (app: FastifyInstance) => Promise<void>;
  /** Rendered pages kept for every reader (edge/page-cache.ts); none: every page renders. */
  readonly pageCache?: PageCache;
  /** True while the database is down (pages from the cache, else "try again"). */
  readonly databaseDown?: () => boolean;
  /** What /healthz reports besides the builds: the dependencies and the stopping state. */
  readonly health?: HealthInputs;
  /** Served at /metrics, with every request timed (metrics.ts). */
  readonly metrics?: Metrics;
  /** The stop under way, if any: answers close their connection (shutdown.ts). */
  readonly lifecycle?: Lifecycle;
  /** Percent of ordinary requests logged at info (request-log.ts); default 0 (debug only). */
  readonly requestLogPercent?: number;
  /** The server's signing keys: page loads hand out signed guest ids (edge/page-reader.ts). */
  readonly keys?: ServerKeys;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(options.limits),
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler,
    // Request ids from a proxy's X-Request-Id when plausible; one log line per request is
    // request-log.ts's choice (sampled), not Fastify's two per request.
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    // A request arriving on an open connection while the server stops is answered, not refused.
    return503OnClosing: false,
  });
  registerRequestLog(app, options.requestLogPercent ?? 0);
  if (options.metrics) registerMetrics(app, options.metrics);
  if (options.lifecycle) closeConnectionsWhileStopping(app, options.lifecycle);
  // Server-wide, before any route: every response (API, pages, build folders) gets the headers.
  await app.register(helmet, HELMET_OPTIONS);
  addSecurityHooks(app);
  // Before any route too: pages, API JSON and sitemaps are compressed on the fly.
  await app.register(compress, COMPRESS_OPTIONS);
  if (options.registerApi) await options.registerApi(app);
  const health = options.registryHealth;
  if (health) await app.register(registryRoutes, { registry: options.registry, health: health.recorder });
  if (options.registerOps) await options.registerOps(app);
  await app.register(edgePlugin, {
    registry: options.registry,
    locator: options.locator ?? createAppLocator(),
    getSiteConfig: options.getSiteConfig ?? (options.registerApi ? createSiteConfigSource(app) : undefined),
    headFor: options.headFor ?? (options.registerApi ? createHeadFor(app.log) : undefined),
    renderRemote:
      options.renderRemote ??
      (options.registerApi
        ? createServerRenderer(app, {
            report: health && ((remote, version, outcome) => health.recorder.count(remote, version, outcome)),
          })
        : undefined),
    routeChunkOf: options.renderRemote ? undefined : createRouteChunkOf(),
    loadLiteArticle: options.registerApi ? readLiteArticle : undefined,
    pageReads: options.registerApi ? createPageReads(app) : undefined,
    renderLayout: options.renderLayout ?? createLayoutRenderer(app.log),
    getTopics: options.registerApi ? createTopicBarSource(app) : undefined,
    getRewardsCampaign: options.registerApi ? createRewardsCampaignSource(app) : undefined,
    healthSample: health?.sample,
    pageCache: options.pageCache,
    databaseDown: options.databaseDown,
    health: options.health,
    keys: options.keys,
  });
  return app;
}
