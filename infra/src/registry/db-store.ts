/**
 * The registry a server serves from: the database's registry (queries.ts), held in memory so a
 * page reads it synchronously, and read again when it changes (a NOTIFY, a Redis message, this
 * process's own change, or the poll; see ./change-feed.ts). Before a new registry is served,
 * every version it names is copied into this server's apps folder from the version store
 * (./local-copies.ts): a server that never built a version serves it. A database that cannot be
 * read, or a version that cannot be had, leaves the server on its last good registry (for that
 * app), and `problem()` says so for /healthz and the log.
 */
import type { Kysely } from 'kysely';
import type { ActiveRegistry } from 'shared-contracts';
import type { DB } from '../db/types';
import { APP_NAMES, listVersions, type AppLocator, type AppName } from './apps';
import { activeRegistryOf, versionFor, type HistoryEntry, type RegistryState } from './document';
import type { EnsureLocal } from './local-copies';
import { readHistory, readRevision, readState } from './queries';
import type { RegistryService } from './service';
import { registryFileOf, type RegistryFile, type RegistryProblem, type RegistryStore } from './store';

export interface DatabaseRegistryOptions {
  readonly db: Kysely<DB>;
  readonly service: RegistryService;
  readonly locator: AppLocator;
  readonly ensureLocal: EnsureLocal;
  /** Who the writes through this store are recorded as (`npm start`'s activations). */
  readonly actor?: string;
  /** A read that takes longer counts as a database that cannot be read (default 30 s). */
  readonly timeoutMs?: number;
}

export interface DatabaseRegistry extends RegistryStore {
  /** Reads the registry again when its revision moved (cheap otherwise: one small query). */
  refresh(): Promise<void>;
}

/** What a server with no readable registry serves: the newest build of each app it has. */
function newestBuilds(locator: AppLocator): RegistryState {
  const state: RegistryState = {};
  for (const app of APP_NAMES) {
    const newest = listVersions(locator, app)[0];
    if (newest) state[app] = { stable: newest };
  }
  return state;
}

export function createDatabaseRegistry(options: DatabaseRegistryOptions): DatabaseRegistry {
  const { db, service, ensureLocal } = options;
  const who = { actor: options.actor ?? 'server' };
  let served: RegistryState | undefined;
  let history: HistoryEntry[] = [];
  let revision: string | undefined;
  let trouble: RegistryProblem | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const unreachable = (): RegistryProblem => ({
    code: 'REGISTRY_UNREACHABLE',
    message: 'the registry database cannot be read',
    serving: served ? 'last-good' : 'default',
  });

  async function load(): Promise<void> {
    try {
      const current = await readRevision(db);
      if (current === revision && served && !trouble) return;
      const state = await readState(db);
      const next: RegistryState = {};
      const missing: string[] = [];
      for (const app of APP_NAMES) {
        const entry = state[app];
        if (!entry) continue;
        const copied = async (version: string) =>
          ensureLocal(app, version).then(
            () => true,
            () => (missing.push(`${app} ${version}`), false),
          );
        // The stable that cannot be had leaves the app on what it served; a canary is skipped.
        const stableOk = await copied(entry.stable);
        const canaryOk = entry.canary ? await copied(entry.canary.version) : false;
        if (!stableOk) {
          const previous = served?.[app];
          if (previous) next[app] = previous;
          continue;
        }
        next[app] = canaryOk && entry.canary ? entry : { stable: entry.stable };
      }
      served = next;
      history = await readHistory(db, { limit: 200 });
      revision = current;
      trouble = missing.length
        ? {
            code: 'VERSION_UNAVAILABLE',
            message: `not in the version store or damaged: ${missing.join(', ')}`,
            serving: 'last-good',
          }
        : undefined;
    } catch {
      trouble = unreachable();
    }
  }

  /** A load that hangs (a partitioned network) must not hold every later refresh. */
  function loadInTime(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        trouble = unreachable();
        resolve();
      }, options.timeoutMs ?? 30_000);
    });
    return Promise.race([load(), late]).finally(() => clearTimeout(timer));
  }

  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await loadInTime();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const serving = (): RegistryState => served ?? newestBuilds(options.locator);

  return {
    refresh,
    problem: () => trouble,
    active: (app: AppName, bucket?: number) => versionFor(serving(), app, bucket),
    activeRegistry: (bucket?: number): ActiveRegistry => activeRegistryOf(serving(), bucket),
    state: serving,
    read: (): RegistryFile => registryFileOf(serving(), history),
    async activate(app, version) {
      await service.activate(app, version, who);
      await refresh();
    },
    async rollback(app) {
      const { to } = await service.rollback(app, who);
      await refresh();
      return to;
    },
    async ensureActive() {
      const state = await service.state();
      const versions = await service.versions();
      for (const app of APP_NAMES) {
        if (state[app]) continue;
        const newest = versions.find((v) => v.app === app && !v.removed);
        if (newest) await service.activate(app, newest.version, who);
      }
      await refresh();
    },
  };
}
