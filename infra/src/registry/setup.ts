/**
 * Puts the registry together from the configuration, the same way for the server and the CLI:
 * the version store (a folder, or an S3-compatible bucket), the operations (service.ts) on the
 * database, and for a server its in-memory registry (db-store.ts) kept fresh by the change feed,
 * its health counts and the automatic rollback check.
 */
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/open';
import { createAppLocator, type AppLocator } from './apps';
import { startChangeFeed, type ChangeFeed } from './change-feed';
import { createDatabaseRegistry, type DatabaseRegistry } from './db-store';
import { checkCanaries, createHealthRecorder, HEALTH_PERIOD_MS, type HealthRecorder } from './health';
import type { HealthRule } from './health-rule';
import { createLocalCopies } from './local-copies';
import { createRegistryService, type RegistryService } from './service';
import { createFolderStore, type VersionStore } from './version-store';

type RegistryConfig = Pick<Config, 'appsDir' | 'registry' | 'databaseUrl' | 'redisUrl'>;

/**
 * VERSION_STORE: s3://… a bucket; a path a shared folder; unset the apps folder itself. The S3
 * client is loaded only for a bucket, so other setups never pay for it.
 */
export async function createVersionStore(config: RegistryConfig, locator: AppLocator): Promise<VersionStore> {
  const url = config.registry.store;
  if (url?.startsWith('s3://')) {
    const { createS3Store } = await import('./s3-store');
    return createS3Store({ url, ...config.registry.s3 });
  }
  if (url) return createFolderStore(createAppLocator(path.resolve(url)), url);
  return createFolderStore(locator, config.appsDir ?? "each app's dist/ folder");
}

export async function openRegistryService(
  config: RegistryConfig,
  database: Database,
  onChange?: () => Promise<void> | void,
  builds: AppLocator = createAppLocator(config.appsDir),
): Promise<{ service: RegistryService; store: VersionStore; locator: AppLocator }> {
  const locator = createAppLocator(config.appsDir);
  const store = await createVersionStore(config, locator);
  const service = createRegistryService({
    db: database.db,
    kind: database.kind,
    store,
    builds,
    retentionDays: config.registry.retentionDays,
    onChange,
  });
  return { service, store, locator };
}

export interface ServerRegistry {
  readonly service: RegistryService;
  readonly registry: DatabaseRegistry;
  readonly health: HealthRecorder;
  readonly locator: AppLocator;
  close(): Promise<void>;
}

export interface ServerRegistryOptions {
  readonly onError: (error: unknown) => void;
  readonly onRollback: (rollback: { app: string; version: string; reason: string }) => void;
  /** Overrides for tests: the poll, the health check's period, where builds are published from. */
  readonly pollMs?: number;
  readonly healthPeriodMs?: number;
  readonly builds?: AppLocator;
  readonly readTimeoutMs?: number;
}

export async function openServerRegistry(
  config: RegistryConfig,
  database: Database,
  options: ServerRegistryOptions,
): Promise<ServerRegistry> {
  // A change made through this server reloads its own registry at once and tells the others.
  const after: { registry?: DatabaseRegistry; feed?: ChangeFeed } = {};
  const { service, store, locator } = await openRegistryService(
    config,
    database,
    async () => {
      await after.registry?.refresh();
      await after.feed?.announce();
    },
    options.builds,
  );
  const current = createDatabaseRegistry({
    db: database.db,
    service,
    locator,
    ensureLocal: createLocalCopies(locator, store),
    timeoutMs: options.readTimeoutMs,
  });
  after.registry = current;
  await current.refresh();
  const feed = startChangeFeed({
    databaseUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
    redisUrl: config.redisUrl,
    onChange: () => void current.refresh(),
    onError: options.onError,
    pollMs: options.pollMs,
  });
  after.feed = feed;
  const health = createHealthRecorder(database.db);
  const rule: HealthRule = {
    minSamples: config.registry.minSamples,
    maxErrorDelta: config.registry.maxErrorDelta,
  };
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    health
      .flush()
      .then(() => checkCanaries(database.db, service, rule))
      .then((rolledBack) => rolledBack.forEach(options.onRollback))
      .catch(options.onError)
      .finally(() => (checking = false));
  }, options.healthPeriodMs ?? HEALTH_PERIOD_MS);
  timer.unref();
  return {
    service,
    registry: current,
    health,
    locator,
    async close() {
      clearInterval(timer);
      await feed.close();
      await health.flush().catch(() => undefined);
    },
  };
}
