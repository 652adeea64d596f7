/**
 * Starts the product on its embedded defaults: checks the configuration (config.ts; a bad
 * variable stops here, named), builds what is not built, opens the database (embedded PostgreSQL
 * unless DATABASE_URL is set), and serves the site and the API.
 */
import { apiPlugin } from './api/plugin';
import { mediaImageRoutes } from './api/media/routes';
import { createImageLookup } from './api/media/queries';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { LOG_REDACT, redactedRequest } from './log-events';
import { openDatabase } from './db/open';
import { storedSecret } from './api/keys/queries';
import { createServerKeys } from './api/keys/server-keys';
import { ensureBuilds } from './ensure-builds';
import { REPO_ROOT, createAppLocator } from './registry/apps';
import { createRegistryStore, defaultRegistryFile } from './registry/store';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const locator = createAppLocator(config.appsDir);
  const registry = createRegistryStore(config.registryFile ?? defaultRegistryFile(REPO_ROOT), locator);
  await ensureBuilds(locator, registry, { build: config.appsDir === undefined });

  const database = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
  // One secret for every instance: the setting, else the one kept in the database.
  const keys = createServerKeys(config.serverSecret ?? (await storedSecret(database.db)));
  const app = await buildApp({
    keys,
    registry,
    locator,
    logger: { level: config.logLevel, redact: LOG_REDACT, serializers: { req: redactedRequest } },
    trustProxy: config.trustProxy,
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
      });
      await server.register(mediaImageRoutes, { lookup: createImageLookup(database.db, () => new Date()) });
    },
  });
  await app.listen({ port: config.port, host: config.host });
  console.info(`Onda Notícias is ready on http://localhost:${config.port}`);

  const stop = async () => {
    await app.close();
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
