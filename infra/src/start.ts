/**
 * Starts the product with a checked configuration (main.ts): builds what is not built, opens the
 * database (embedded PostgreSQL unless DATABASE_URL is set), publishes and activates the current
 * builds in the registry (the database's, shared by every server), and serves the site and the API.
 * SIGTERM and SIGINT stop it cleanly (shutdown.ts); a dependency that fails later is reported and
 * waited out, never a crash.
 */
import { apiPlugin, type LiveHub } from './api/plugin';
import { buildApp } from './app';
import type { Config } from './config';
import { LOG_REDACT, logEvent, redactedRequest, type LogEventName } from './log-events';
import { DEFAULT_DATA_DIR, openDatabase } from './db/open';
import { storedSecret } from './api/keys/queries';
import { createServerKeys } from './api/keys/server-keys';
import { activateCurrentBuilds, adoptPublishedBuilds, buildChangedApps } from './ensure-builds';
import { PageCache } from './edge/page-cache';
import { createRedisPageStore } from './edge/page-store-redis';
import { createMetrics, pageCacheObserver } from './metrics';
import { REPO_ROOT, createAppLocator } from './registry/apps';
import { defaultRegistryFile } from './registry/store';
import { runRegistryCommand } from './registry/cli';
import { serveRegistryCommands, socketPathOf } from './registry/control-socket';
import { opsRoutes } from './registry/ops/routes';
import { readHealth } from './registry/queries';
import { openServerRegistry } from './registry/setup';
import { createStopController } from './shutdown';

export async function start(config: Config): Promise<void> {
  const buildsHere = config.appsDir === undefined;
  if (buildsHere) await buildChangedApps();

  const database = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
  // Logged through the app's logger once it exists; until then, the console.
  let log = (event: LogEventName, fields: Record<string, unknown>) => console.error(event, fields);
  const servers = await openServerRegistry(config, database, {
    onError: (error) => log('registry_feed_error', { err: error }),
    onRollback: (rollback) => log('canary_rolled_back', rollback),
  });
  const { registry, locator } = servers;
  if (buildsHere) await activateCurrentBuilds(createAppLocator(), servers.service);
  else await adoptPublishedBuilds(locator, servers.service);
  await registry.ensureActive();
  // One secret for every instance: the setting, else the one kept in the database.
  const keys = createServerKeys(config.serverSecret ?? (await storedSecret(database.db)));
  const metrics = createMetrics();
  const stopper = createStopController();
  let live: LiveHub | undefined;
  let reportRedis: (error: Error) => void = () => undefined;
  const pageStore = config.redisUrl
    ? createRedisPageStore(config.redisUrl, (error) => reportRedis(error))
    : undefined;
  const pageCache = new PageCache({
    maxBytes: config.pageCacheBytes,
    maxFreshMs: 60_000,
    staleMs: 60_000,
    keepMs: 60 * 60_000,
    shared: pageStore,
    observer: pageCacheObserver(metrics),
  });
  pageStore?.onPeerChange((topic) => pageCache.changed(topic, true));
  const app = await buildApp({
    keys,
    registry,
    locator,
    logger: { level: config.logLevel, redact: LOG_REDACT, serializers: { req: redactedRequest } },
    trustProxy: config.trustProxy,
    pageCache,
    databaseDown: () => database.availability.isDown(),
    health: {
      database: () => database.availability.state(),
      redis: () => live?.state() ?? 'local',
      stopping: stopper.stopping,
    },
    metrics,
    lifecycle: stopper,
    requestLogPercent: config.requestLogPercent,
    registryHealth: { recorder: servers.health, sample: config.registry.healthSample },
    registerOps: config.opsToken
      ? async (server) => {
          await server.register(opsRoutes, {
            token: config.opsToken as string,
            service: servers.service,
            registry,
            health: (name, since) => readHealth(database.db, name, since),
          });
        }
      : undefined,
    registerApi: async (server) => {
      await server.register(apiPlugin, {
        database,
        simulator: config.simulator,
        redisUrl: config.redisUrl,
        enableTestHooks: config.testHooks,
        cache: config.apiCache,
        keys,
        reads: config.reads,
        limits: config.limits,
        rewards: { webhookUrl: config.rewardsWebhookUrl, ...config.rewardCaps },
        push: config.push,
        accounts: {
          mail: config.mail,
          publicUrl: config.publicUrl,
          socialProviders: config.socialProviders,
          logResetLinks: config.logResetLinks,
        },
        measurement: {
          retentionDays: config.analytics.retentionDays,
          opsPassword: config.analytics.opsPassword,
        },
        onDataChange: (topic) => pageCache.changed(topic),
        onLiveHub: (hub) => (live = hub),
        lifecycle: stopper,
        metrics,
      });
    },
  });
  reportRedis = (error) => logEvent(app.log, 'warn', 'page_cache_redis_error', { err: error });
  log = (event, fields) => logEvent(app.log, 'warn', event, fields);
  metrics.observe({
    database: () => database.availability.state(),
    redis: () => live?.state() ?? 'local',
    pool: database.poolStats,
    pageCache: () => pageCache.stats(),
  });
  database.availability.onChange((state) =>
    logEvent(
      app.log,
      state === 'down' ? 'error' : 'warn',
      state === 'down' ? 'database_down' : 'database_up',
    ),
  );
  await app.listen({ port: config.port, host: config.host });
  // `npm run registry` reaches the embedded database through this server while it runs.
  const control =
    database.kind === 'pglite'
      ? await serveRegistryCommands(socketPathOf(config.dataDir ?? DEFAULT_DATA_DIR), (argv, out, actor) =>
          runRegistryCommand(argv, out, {
            service: servers.service,
            actor,
            registryFile: config.registryFile ?? defaultRegistryFile(REPO_ROOT),
            health: (name, since) => readHealth(database.db, name, since),
          }),
        )
      : undefined;
  console.info(`Onda Notícias is ready on http://localhost:${config.port}`);

  const stop = async (signal: NodeJS.Signals) => {
    logEvent(app.log, 'warn', 'server_stopping', { signal });
    control?.close();
    await stopper.stop(app);
    await servers.close();
    await pageStore?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
