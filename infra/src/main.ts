/**
 * Starts the product on its embedded defaults: builds what is not built, opens the database
 * (embedded PostgreSQL unless DATABASE_URL is set), and serves the site and the API.
 *   PORT (default 8080), HOST (default 0.0.0.0), DATABASE_URL, DATA_DIR, REGISTRY_FILE, APPS_DIR,
 *   TRUST_PROXY (the proxies whose X-Forwarded-* headers count; default none)
 */
import { apiPlugin } from './api/plugin';
import { mediaImageRoutes } from './api/media/routes';
import { buildApp, parseTrustProxy } from './app';
import { openDatabase } from './db/open';
import { ensureBuilds } from './ensure-builds';
import { REPO_ROOT, createAppLocator } from './registry/apps';
import { createRegistryStore, defaultRegistryFile } from './registry/store';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const locator = createAppLocator();
  const registry = createRegistryStore(process.env.REGISTRY_FILE ?? defaultRegistryFile(REPO_ROOT), locator);
  await ensureBuilds(locator, registry);

  const database = await openDatabase({ dataDir: process.env.DATA_DIR, url: process.env.DATABASE_URL });
  const app = await buildApp({
    registry,
    locator,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    registerApi: async (server) => {
      await server.register(apiPlugin, { database });
      await server.register(mediaImageRoutes);
    },
  });
  await app.listen({ port, host });
  console.info(`Onda Notícias is ready on http://localhost:${port}`);

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
