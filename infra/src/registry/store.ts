/**
 * The remote registry's interface (what the edge reads on every page, synchronously) and its
 * file form: the document that `registry export` writes and `registry import` reads, which
 * also serves a server started with no database (edge tests). Servers keep the registry in the
 * database (./db-store.ts). The file says which version of each app is stable, its canary, and a
 * history. Written atomically (temp file + rename).
 *
 * Serving never fails on a bad file (hand edit, half-copied deploy): `active` and
 * `activeRegistry` keep answering from the last good registry, or from the built-in default
 * (the newest build of every app) when no good one was ever read, and `problem()` says what is
 * wrong so the edge can log it and /healthz can report it. Writes (activate, rollback) and
 * `read()` stay strict: ops must not overwrite a file they cannot read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ActiveRegistry } from 'shared-contracts';
import { activeRegistryOf, versionFor, type HistoryEntry, type RegistryState } from './document';
import { RegistryError } from './errors';
import { APP_NAMES, listVersions, versionDir, type AppLocator, type AppName } from './apps';

const HistoryEntry = Type.Object({
  version: Type.String(),
  at: Type.String(),
  action: Type.String({ minLength: 1 }),
  from: Type.Optional(Type.String()),
  actor: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});

const RegistryFileSchema = Type.Object({
  apps: Type.Record(
    Type.String(),
    Type.Object({
      active: Type.String(),
      canary: Type.Optional(
        Type.Object({
          version: Type.String(),
          percent: Type.Integer({ minimum: 1, maximum: 99 }),
          since: Type.String(),
        }),
      ),
      history: Type.Array(HistoryEntry),
    }),
  ),
});
export type RegistryFile = Static<typeof RegistryFileSchema>;

export { RegistryError } from './errors';

/** What is wrong with the registry file; the message names no server path (clients may see it). */
export interface RegistryProblem {
  /** The file is unreadable; the database cannot be read; a version cannot be had from the store. */
  readonly code: 'BAD_REGISTRY_FILE' | 'REGISTRY_UNREACHABLE' | 'VERSION_UNAVAILABLE';
  readonly message: string;
  /** What the site is serving instead. */
  readonly serving: 'last-good' | 'default';
}

export interface RegistryStore {
  /** The registry in the file format, strictly: throws RegistryError when it is unreadable. */
  read(): RegistryFile;
  /** The current problem of the registry, or undefined when it reads fine. */
  problem(): RegistryProblem | undefined;
  /**
   * The version of `app` a reader gets: with their bucket (COOKIES.bucket), the canary when
   * they fall in its share; without, the stable version. Synchronous: served from memory.
   */
  active(app: AppName, bucket?: number): string | undefined;
  /** What the browser needs: the version and entry script URL of each remote, for that reader. */
  activeRegistry(bucket?: number): ActiveRegistry;
  /** Every app's stable and canary as served now (document.ts reads it: hasCanary …). */
  state(): RegistryState;
  activate(app: AppName, version: string): Promise<void>;
  rollback(app: AppName): Promise<string>;
  /** Activates the newest build of every app that has no active version yet. */
  ensureActive(): Promise<void>;
}

export const defaultRegistryFile = (root: string) => path.join(root, 'infra', 'var', 'registry.json');

export function createRegistryStore(
  file: string,
  locator: AppLocator,
  now = () => new Date(),
): RegistryStore {
  /** The last read of the file: its value, or why it could not be used. */
  let cache: { mtimeMs: number; size: number; result: RegistryFile | RegistryError } | undefined;
  let lastGood: RegistryFile | undefined;
  /** The default, worked out once per bad version of the file (it lists build folders). */
  let fallback: RegistryFile | undefined;

  function load(): RegistryFile | RegistryError {
    if (!fs.existsSync(file)) return { apps: {} };
    const { mtimeMs, size } = fs.statSync(file);
    if (cache && cache.mtimeMs === mtimeMs && cache.size === size) return cache.result;
    const result = parse(fs.readFileSync(file, 'utf8'));
    cache = { mtimeMs, size, result };
    fallback = undefined;
    if (!(result instanceof RegistryError)) lastGood = result;
    return result;
  }

  function read(): RegistryFile {
    const result = load();
    if (result instanceof RegistryError) {
      throw new RegistryError(result.code, `${file}: ${result.message}`);
    }
    return result;
  }

  /** What pages are served from: the file, else the last good file, else the built-in default. */
  function serving(): RegistryFile {
    const result = load();
    if (!(result instanceof RegistryError)) return result;
    fallback ??= lastGood ?? defaultRegistry(locator);
    return fallback;
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
    // Activating or rolling back ends a canary: every reader gets the new stable.
    write({ apps: { ...value.apps, [app]: { active: version, history } } });
  }

  return {
    read,
    problem() {
      const result = load();
      if (!(result instanceof RegistryError)) return undefined;
      return {
        code: 'BAD_REGISTRY_FILE',
        message: result.message,
        serving: lastGood ? 'last-good' : 'default',
      };
    },
    active: (app, bucket) => versionFor(stateOfFile(serving()), app, bucket),
    activeRegistry: (bucket) => activeRegistryOf(stateOfFile(serving()), bucket),
    state: () => stateOfFile(serving()),
    async activate(app, version) {
      if (!versionDir(locator, app, version)) {
        throw new RegistryError('UNKNOWN_VERSION', `${app} has no built version ${version}`);
      }
      record(app, version, 'activate');
    },
    async rollback(app) {
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
    async ensureActive() {
      // An unreadable file is left for ops to repair; meanwhile pages use the default.
      if (load() instanceof RegistryError) return;
      for (const app of APP_NAMES) {
        if (read().apps[app]) continue;
        const newest = listVersions(locator, app)[0];
        if (newest) record(app, newest, 'initial');
      }
    },
  };
}

/** The registry's state and history in the file form (the database's registry, read or exported). */
export function registryFileOf(state: RegistryState, history: readonly HistoryEntry[]): RegistryFile {
  const apps: RegistryFile['apps'] = {};
  for (const app of APP_NAMES) {
    const entry = state[app];
    if (!entry) continue;
    apps[app] = {
      active: entry.stable,
      ...(entry.canary ? { canary: entry.canary } : {}),
      history: history
        .filter((h) => h.app === app)
        .map((h) => ({
          version: h.to ?? h.from ?? '',
          at: h.at,
          action: h.action,
          ...(h.from ? { from: h.from } : {}),
          actor: h.actor,
          ...(h.reason ? { reason: h.reason } : {}),
        })),
    };
  }
  return { apps };
}

/** The file's apps as registry state (document.ts). */
export function stateOfFile(file: RegistryFile): RegistryState {
  const state: Record<string, RegistryState[AppName]> = {};
  for (const app of APP_NAMES) {
    const entry = file.apps[app];
    if (entry) state[app] = { stable: entry.active, ...(entry.canary ? { canary: entry.canary } : {}) };
  }
  return state;
}

function parse(text: string): RegistryFile | RegistryError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new RegistryError('BAD_REGISTRY_FILE', 'the registry file is not valid JSON');
  }
  if (!Value.Check(RegistryFileSchema, parsed)) {
    return new RegistryError('BAD_REGISTRY_FILE', 'the registry file does not match the registry format');
  }
  return parsed;
}

/** The registry a fresh install starts with: the newest build of every app (see ensureActive). */
function defaultRegistry(locator: AppLocator): RegistryFile {
  const apps: RegistryFile['apps'] = {};
  for (const app of APP_NAMES) {
    const newest = listVersions(locator, app)[0];
    if (newest) apps[app] = { active: newest, history: [] };
  }
  return { apps };
}
