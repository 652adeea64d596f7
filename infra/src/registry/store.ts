/**
 * The remote registry: the one mutable deployment document. It says which version of each app
 * is active and keeps a history, so ops deploy by flipping a pointer and roll back by flipping it
 * back, without rebuilding anything. Written atomically (temp file + rename).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { REMOTE_NAMES, type ActiveRegistry } from 'shared-contracts';
import { APP_NAMES, listVersions, versionDir, type AppLocator, type AppName } from './apps';

const HistoryEntry = Type.Object({
  version: Type.String(),
  at: Type.String(),
  action: Type.Union([Type.Literal('activate'), Type.Literal('rollback'), Type.Literal('initial')]),
});

const RegistryFileSchema = Type.Object({
  apps: Type.Record(Type.String(), Type.Object({ active: Type.String(), history: Type.Array(HistoryEntry) })),
});
export type RegistryFile = Static<typeof RegistryFileSchema>;

export class RegistryError extends Error {
  constructor(
    readonly code: 'UNKNOWN_APP' | 'UNKNOWN_VERSION' | 'NO_PREVIOUS_VERSION' | 'BAD_REGISTRY_FILE',
    message: string,
  ) {
    super(message);
  }
}

export interface RegistryStore {
  read(): RegistryFile;
  active(app: AppName): string | undefined;
  /** What the browser needs: the active version and manifest URL of each remote. */
  activeRegistry(): ActiveRegistry;
  activate(app: AppName, version: string): void;
  rollback(app: AppName): string;
  /** Activates the newest build of every app that has no active version yet. */
  ensureActive(): void;
}

export const defaultRegistryFile = (root: string) => path.join(root, 'infra', 'var', 'registry.json');

export function createRegistryStore(
  file: string,
  locator: AppLocator,
  now = () => new Date(),
): RegistryStore {
  let cache: { mtimeMs: number; value: RegistryFile } | undefined;

  function read(): RegistryFile {
    if (!fs.existsSync(file)) return { apps: {} };
    const { mtimeMs } = fs.statSync(file);
    if (cache && cache.mtimeMs === mtimeMs) return cache.value;
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      throw new RegistryError('BAD_REGISTRY_FILE', `${file} is not valid JSON`);
    }
    if (!Value.Check(RegistryFileSchema, parsed)) {
      throw new RegistryError('BAD_REGISTRY_FILE', `${file} does not match the registry format`);
    }
    cache = { mtimeMs, value: parsed };
    return parsed;
  }

  function write(value: RegistryFile): void {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
    fs.renameSync(tmp, file);
    cache = undefined;
  }

  function record(app: AppName, version: string, action: Static<typeof HistoryEntry>['action']): void {
    const value = read();
    const current = value.apps[app] ?? { active: version, history: [] };
    const history = [...current.history, { version, at: now().toISOString(), action }].slice(-50);
    write({ apps: { ...value.apps, [app]: { active: version, history } } });
  }

  return {
    read,
    active: (app) => read().apps[app]?.active,
    activeRegistry() {
      const remotes: ActiveRegistry['remotes'] = {};
      const apps = read().apps;
      for (const name of REMOTE_NAMES) {
        const version = apps[name]?.active;
        if (version) remotes[name] = { version, manifest: `/remotes/${name}/${version}/mf-manifest.json` };
      }
      return { remotes };
    },
    activate(app, version) {
      if (!versionDir(locator, app, version)) {
        throw new RegistryError('UNKNOWN_VERSION', `${app} has no built version ${version}`);
      }
      record(app, version, 'activate');
    },
    rollback(app) {
      const entry = read().apps[app];
      const previous = entry?.history
        .slice(0, -1)
        .reverse()
        .find((h) => h.version !== entry.active && versionDir(locator, app, h.version));
      if (!previous)
        throw new RegistryError('NO_PREVIOUS_VERSION', `${app} has no earlier version to roll back to`);
      record(app, previous.version, 'rollback');
      return previous.version;
    },
    ensureActive() {
      for (const app of APP_NAMES) {
        if (read().apps[app]) continue;
        const newest = listVersions(locator, app)[0];
        if (newest) record(app, newest, 'initial');
      }
    },
  };
}
