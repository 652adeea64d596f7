/**
 * Starts the product on its embedded defaults: checks the configuration (config.ts; a bad
 * variable stops here, named), builds what is not built, opens the database (embedded PostgreSQL
 * unless DATABASE_URL is set), publishes and activates the current builds in the registry (the
 * database's, shared by every server), and serves the site and the API.
 */
import { apiPlugin } from './api/plugin';
import { mediaImageRoutes } from './api/media/routes';
import { createImageLookup } from './api/media/queries';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { LOG_REDACT, logEvent, redactedRequest, type LogEventName } from './log-events';
import { DEFAULT_DATA_DIR, openDatabase } from './db/open';
import { activateCurrentBuilds, buildChangedApps } from './ensure-builds';
import { REPO_ROOT, createAppLocator } from './registry/apps';
import { defaultRegistryFile } from './registry/store';
import { runRegistryCommand } from './registry/cli';
import { serveRegistryCommands, socketPathOf } from './registry/control-socket';
import { opsRoutes } from './registry/ops/routes';
import { readHealth } from './registry/queries';
import { openServerRegistry } from './registry/setup';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const buildsHere = config.appsDir === undefined;
  if (buildsHere) await buildChangedApps();

  const database = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
  // Logged through the app's logger once it exists; until then, the console.
  let log = (event: LogEventName, fields: Record<string, unknown>) => console.error(event, fields);
  const registry = await openServerRegistry(config, database, {
    onError: (error) => log('registry_feed_error', { err: error }),
    onRollback: (rollback) => log('canary_rolled_back', rollback),
  });
  if (buildsHere) await activateCurrentBuilds(createAppLocator(), registry.service);
  await registry.registry.ensureActive();

  const app = await buildApp({
    registry: registry.registry,
    locator: registry.locator,
    logger: { level: config.logLevel, redact: LOG_REDACT, serializers: { req: redactedRequest } },
    trustProxy: config.trustProxy,
    registerApi: async (server) => {
      await server.register(apiPlugin, {
        database,
        simulator: config.simulator,
        redisUrl: config.redisUrl,
        enableTestHooks: config.testHooks,
        cache: config.apiCache,
        rewards: { webhookUrl: config.rewardsWebhookUrl },
        accounts: { mail: config.mail, publicUrl: config.publicUrl, socialProviders: config.socialProviders },
      });
      await server.register(mediaImageRoutes, { lookup: createImageLookup(database.db, () => new Date()) });
    },
    registryHealth: { recorder: registry.health, sample: config.registry.healthSample },
    registerOps: config.opsToken
      ? async (server) => {
          await server.register(opsRoutes, {
            token: config.opsToken as string,
            service: registry.service,
            registry: registry.registry,
            health: (name, since) => readHealth(database.db, name, since),
          });
        }
      : undefined,
  });
  log = (event, fields) => logEvent(app.log, 'warn', event, fields);
  await app.listen({ port: config.port, host: config.host });
  // `npm run registry` reaches the embedded database through this server while it runs.
  const control =
    database.kind === 'pglite'
      ? await serveRegistryCommands(socketPathOf(config.dataDir ?? DEFAULT_DATA_DIR), (argv, out, actor) =>
          runRegistryCommand(argv, out, {
            service: registry.service,
            actor,
            registryFile: config.registryFile ?? defaultRegistryFile(REPO_ROOT),
            health: (name, since) => readHealth(database.db, name, since),
          }),
        )
      : undefined;
  console.info(`Onda Notícias is ready on http://localhost:${config.port}`);

  const stop = async () => {
    control?.close();
    await app.close();
    await registry.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
