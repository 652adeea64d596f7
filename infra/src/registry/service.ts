/**
 * The registry's operations, one implementation for the CLI, the ops page, `npm start` and the
 * automatic rollback: publish a built version into the version store, activate, canary, promote,
 * roll back, garbage-collect. Every change of what readers get runs in one locked transaction
 * that re-reads the registry, applies the contract gate to the registry it would make, writes it
 * with a history entry (who, when, from, to, why) and tells the servers (NOTIFY, then `onChange`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { RELEASE_FILE, checkRelease } from '../../build/release-manifest.mjs';
import type { DB } from '../db/types';
import type { AppLocator, AppName } from './apps';
import { VERSION_PATTERN } from './apps';
import { gateProblems, isContract, type Contract } from './contract-gate';
import {
  rollbackTarget,
  servedVersions,
  type AppState,
  type HistoryEntry,
  type RegistryState,
} from './document';
import { RegistryError } from './errors';
import {
  addHistory,
  clearHealth,
  lockRegistry,
  markRemoved,
  notifyServers,
  readHistory,
  readState,
  readVersions,
  recordVersion,
  versionsNamedSince,
  writeApp,
  type PublishedVersion,
} from './queries';
import { folderBytes, type VersionStore } from './version-store';

export interface RegistryServiceOptions {
  readonly db: Kysely<DB>;
  readonly kind: 'pglite' | 'postgres';
  readonly store: VersionStore;
  /** Where `publish` finds builds: each app's dist/ (or APPS_DIR). */
  readonly builds: AppLocator;
  /** Versions named by the history of the last this many days are kept by `gc`. */
  readonly retentionDays: number;
  readonly now?: () => Date;
  /** After every committed change: in-process readers reload, Redis tells other servers. */
  readonly onChange?: () => Promise<void> | void;
}

export interface Actor {
  /** Who: an operator's name (CLI: $USER), 'ops-page', 'npm-start', 'health-check'. */
  readonly actor: string;
  readonly reason?: string;
}

export interface GcResult {
  readonly removed: { app: AppName; version: string; bytes: number }[];
  readonly kept: number;
}

type Change = { next: AppState; entry: Omit<HistoryEntry, 'actor' | 'at' | 'app'>; changed?: string };

export type RegistryService = ReturnType<typeof createRegistryService>;

export function createRegistryService(options: RegistryServiceOptions) {
  const { db, store } = options;
  const now = options.now ?? (() => new Date());

  const published = async (app: AppName, version: string): Promise<PublishedVersion> => {
    const found = (await readVersions(db, app)).find((v) => v.version === version && !v.removed);
    if (!found) {
      throw new RegistryError('UNKNOWN_VERSION', `${app} has no published version ${version}`);
    }
    return found;
  };

  /** Applies per-app changes after the gate; resolves to the registry it wrote. */
  async function change(
    who: Actor,
    make: (state: RegistryState) => Promise<Partial<Record<AppName, Change | undefined>>>,
  ): Promise<RegistryState> {
    const written = await db.transaction().execute(async (trx) => {
      await lockRegistry(trx);
      const state = await readState(trx);
      const changes = await make(state);
      const next: RegistryState = { ...state };
      const changed: { app: AppName; version: string }[] = [];
      for (const [app, c] of Object.entries(changes) as [AppName, Change | undefined][]) {
        if (!c) continue;
        next[app] = c.next;
        if (c.changed) changed.push({ app, version: c.changed });
      }
      if (changed.length > 0) {
        const contracts = new Map(
          (await readVersions(trx)).map((v) => [`${v.app}@${v.version}`, v.contract]),
        );
        const problems = gateProblems(next, changed, (app, version) => contracts.get(`${app}@${version}`));
        if (problems.length > 0) throw new RegistryError('INCOMPATIBLE_CONTRACT', problems.join('; '));
      }
      const at = now().toISOString();
      for (const [app, c] of Object.entries(changes) as [AppName, Change | undefined][]) {
        if (!c) continue;
        await writeApp(trx, app, c.next);
        await addHistory(trx, { app, ...c.entry, actor: who.actor, reason: who.reason, at });
      }
      await notifyServers(trx, options.kind);
      return next;
    });
    await options.onChange?.();
    return written;
  }

  const stableOf = (state: RegistryState, app: AppName): AppState => {
    const entry = state[app];
    if (!entry) throw new RegistryError('NO_STABLE_VERSION', `${app} has no active version yet`);
    return entry;
  };

  /** A build folder of `app`: the named version, or the build of the current source. */
  function buildDir(app: AppName, version?: string): { dir: string; version: string } {
    const folder = options.builds.versionsDir(app);
    let chosen = version;
    if (!chosen) {
      try {
        const index = JSON.parse(fs.readFileSync(path.join(folder, 'source-index.json'), 'utf8')) as {
          latest?: { version?: string };
        };
        chosen = index.latest?.version;
      } catch {
        chosen = undefined;
      }
    }
    if (!chosen || !VERSION_PATTERN.test(chosen)) {
      throw new RegistryError('UNKNOWN_VERSION', `${app}: name a version (no current build found)`);
    }
    const dir = path.join(folder, chosen);
    if (!fs.existsSync(dir)) throw new RegistryError('UNKNOWN_VERSION', `${app} has no build ${chosen}`);
    return { dir, version: chosen };
  }

  return {
    state: () => readState(db),
    versions: (app?: AppName) => readVersions(db, app),
    history: (filter: { app?: AppName; limit?: number }) => readHistory(db, filter),

    /**
     * Checks a built folder against its release.json, refuses a remote the active shell cannot
     * host, puts the folder into the store and records it. Publishing again is harmless.
     */
    async publish(
      app: AppName,
      who: Actor,
      version?: string,
    ): Promise<PublishedVersion & { already: boolean }> {
      const build = buildDir(app, version);
      const problem = checkRelease(build.dir, { app, version: build.version });
      if (problem) throw new RegistryError('BAD_RELEASE', `${app} ${build.version}: ${problem}`);
      const release = JSON.parse(fs.readFileSync(path.join(build.dir, RELEASE_FILE), 'utf8')) as {
        contract?: unknown;
        files: Record<string, string>;
      };
      if (!isContract(release.contract)) {
        throw new RegistryError('BAD_RELEASE', `${app} ${build.version}: release.json has no contract`);
      }
      const contract: Contract = release.contract;
      if (app !== 'shell') {
        const state = await readState(db);
        const contracts = new Map((await readVersions(db, 'shell')).map((v) => [v.version, v.contract]));
        const candidate: RegistryState = { ...state, [app]: { stable: build.version } };
        const problems = gateProblems(candidate, [{ app, version: build.version }], (a, v) =>
          a === app && v === build.version ? contract : a === 'shell' ? contracts.get(v) : undefined,
        );
        if (problems.length > 0) throw new RegistryError('INCOMPATIBLE_CONTRACT', problems.join('; '));
      }
      const before = (await readVersions(db, app)).find((v) => v.version === build.version);
      const already = before !== undefined && !before.removed && (await store.has(app, build.version));
      const files = Object.keys(release.files).length + 1;
      const bytes = folderBytes(build.dir);
      if (!already) {
        try {
          await store.put(app, build.version, build.dir);
        } catch (error) {
          throw new RegistryError(
            'STORE_UNAVAILABLE',
            `${store.description}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        await db.transaction().execute(async (trx) => {
          await recordVersion(trx, { app, version: build.version, contract, files, bytes, by: who.actor });
          await clearHealth(trx, app, build.version);
          await addHistory(trx, {
            app,
            action: 'publish',
            to: build.version,
            actor: who.actor,
            reason: who.reason,
            at: now().toISOString(),
          });
        });
      }
      return {
        app,
        version: build.version,
        contract,
        files,
        bytes,
        publishedAt: now().toISOString(),
        removed: false,
        already,
      };
    },

    /** Makes `version` the stable of `app` for every reader (ends a canary). */
    async activate(app: AppName, version: string, who: Actor): Promise<void> {
      await published(app, version);
      await change(who, async (state) => ({
        [app]: {
          next: { stable: version },
          entry: { action: state[app] ? 'activate' : 'initial', from: state[app]?.stable, to: version },
          changed: version,
        },
      }));
    },

    /** Several apps at once, gated together (`npm start` after a build of everything). */
    async activateAll(versions: readonly { app: AppName; version: string }[], who: Actor): Promise<void> {
      for (const v of versions) await published(v.app, v.version);
      await change(who, async (state) => {
        const changes: Partial<Record<AppName, Change>> = {};
        for (const { app, version } of versions) {
          if (state[app]?.stable === version && !state[app]?.canary) continue;
          changes[app] = {
            next: { stable: version },
            entry: { action: state[app] ? 'activate' : 'initial', from: state[app]?.stable, to: version },
            changed: version,
          };
        }
        return changes;
      });
    },

    /** Serves `version` to `percent` % of readers (sticky by bucket); the rest keep the stable. */
    async canary(app: AppName, version: string, percent: number, who: Actor): Promise<void> {
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
        throw new RegistryError('BAD_PERCENT', 'the canary share is a whole percentage from 1 to 99');
      }
      await published(app, version);
      await change(who, async (state) => {
        const current = stableOf(state, app);
        if (current.stable === version) {
          throw new RegistryError('UNKNOWN_VERSION', `${app} ${version} is already the stable version`);
        }
        const since = current.canary?.version === version ? current.canary.since : now().toISOString();
        return {
          [app]: {
            next: { stable: current.stable, canary: { version, percent, since } },
            entry: { action: 'canary', from: current.stable, to: version, percent },
            changed: version,
          },
        };
      });
    },

    /** The canary becomes the stable version for every reader. */
    async promote(app: AppName, who: Actor): Promise<string> {
      let promoted = '';
      await change(who, async (state) => {
        const current = stableOf(state, app);
        if (!current.canary) throw new RegistryError('NO_CANARY', `${app} has no canary to promote`);
        promoted = current.canary.version;
        return {
          [app]: {
            next: { stable: promoted },
            entry: { action: 'promote', from: current.stable, to: promoted },
          },
        };
      });
      return promoted;
    },

    /**
     * Back to the previous stable: with a canary running, the canary ends (every reader gets the
     * stable); otherwise the stable goes back one version in its history.
     */
    async rollback(app: AppName, who: Actor): Promise<{ to: string; endedCanary?: string }> {
      const history = await readHistory(db, { app });
      const available = new Set(
        (await readVersions(db, app)).filter((v) => !v.removed).map((v) => v.version),
      );
      let result: { to: string; endedCanary?: string } = { to: '' };
      await change(who, async (state) => {
        const current = stableOf(state, app);
        if (current.canary) {
          result = { to: current.stable, endedCanary: current.canary.version };
          return {
            [app]: {
              next: { stable: current.stable },
              entry: { action: 'abort', from: current.canary.version, to: current.stable },
            },
          };
        }
        const target = rollbackTarget(history, current.stable, (v) => available.has(v));
        if (!target) {
          throw new RegistryError('NO_PREVIOUS_VERSION', `${app} has no earlier version to roll back to`);
        }
        result = { to: target };
        return {
          [app]: {
            next: { stable: target },
            entry: { action: 'rollback', from: current.stable, to: target },
          },
        };
      });
      return result;
    },

    /** Ends `canary` if it is still the app's canary (the health check's rollback); false if not. */
    async endCanary(app: AppName, canary: string, who: Actor): Promise<boolean> {
      let ended = false;
      await change(who, async (state) => {
        const current = state[app];
        if (current?.canary?.version !== canary) return {};
        ended = true;
        return {
          [app]: {
            next: { stable: current.stable },
            entry: { action: 'auto-rollback', from: canary, to: current.stable },
          },
        };
      });
      return ended;
    },

    /**
     * Removes from the store every published version that no reader can get and that no history
     * entry of the last `retentionDays` names; says what it freed.
     */
    async gc(who: Actor): Promise<GcResult> {
      const state = await readState(db);
      const since = new Date(now().getTime() - options.retentionDays * 24 * 60 * 60 * 1000);
      const keep = await versionsNamedSince(db, since);
      for (const v of servedVersions(state)) keep.add(`${v.app}@${v.version}`);
      const live = (await readVersions(db)).filter((v) => !v.removed);
      const removed: GcResult['removed'] = [];
      for (const v of live) {
        if (keep.has(`${v.app}@${v.version}`)) continue;
        const bytes = await store.remove(v.app, v.version);
        await markRemoved(db, v.app, v.version);
        await addHistory(db, {
          app: v.app,
          action: 'gc',
          from: v.version,
          actor: who.actor,
          reason: `not named for ${options.retentionDays} days`,
          at: now().toISOString(),
        });
        removed.push({ app: v.app, version: v.version, bytes });
      }
      return { removed, kept: live.length - removed.length };
    },
  };
}
