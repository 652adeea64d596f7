/**
 * Registers the remotes of the active registry with the Module Federation runtime and loads
 * their modules. Failures are handled by runtime plugins (docs/adr/001-runtime-composition.md):
 * the retry plugin asks once more for an entry script, and the fallback plugin's
 * `errorLoadRemote` reports what still fails and puts the slot's fallback in place of the module,
 * so a broken remote never takes the site down.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  PAGE_MODULE,
  REMOTE_NAMES,
  containerName,
  type ActiveRegistry,
  type RemoteName,
} from 'shared-contracts';
import { logEvent } from '../platform/log';
import { reloadForChunkFailure } from './chunk-guard';
import { fallbackLifecycles } from './fallback-lifecycles';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { retryPlugin } from './retry-plugin';

export interface RegisteredRemote {
  readonly name: RemoteName;
  readonly version: string;
}

let active = new Map<RemoteName, RegisteredRemote>();
let pluginsRegistered = false;

function registerFailureHandling(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    retryPlugin({ retries: 1 }),
    remoteFallbackPlugin({
      versionOf,
      report: (failure) => logEvent('remote_load_failed', { ...failure }),
      // A page slot gets lifecycles that render the fallback; a widget slot shows its own.
      fallback: (name, module) => (module === PAGE_MODULE ? fallbackLifecycles(name) : undefined),
      reloads: (error) => {
        const reloading = reloadForChunkFailure(error);
        if (reloading)
          logEvent('chunk_load_reload', { reason: error instanceof Error ? error.message : String(error) });
        return reloading;
      },
    }),
  ]);
}

export function registerActiveRemotes(registry: ActiveRegistry): Map<RemoteName, RegisteredRemote> {
  const remotes: { name: string; entry: string; alias: string }[] = [];
  active = new Map();
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry) {
      logEvent('remote_load_failed', { remote: name, version: 'none', reason: 'not in registry' });
      continue;
    }
    remotes.push({ name: containerName(name), alias: name, entry: entry.entry });
    active.set(name, { name, version: entry.version });
  }
  registerFailureHandling();
  registerRemotes(remotes, { force: true });
  return active;
}

export function versionOf(name: RemoteName): string {
  return active.get(name)?.version ?? 'none';
}

/**
 * Loads `module` (e.g. './App') of a remote: the module, the fallback the plugin put in its place,
 * or undefined when the remote is not registered or has no fallback for that module (already
 * reported by the plugin).
 */
export async function loadRemoteModule<T>(name: RemoteName, module: string): Promise<T | undefined> {
  if (!active.has(name)) return undefined;
  try {
    return (await loadRemote<T>(`${containerName(name)}/${module.replace(/^\.\//, '')}`)) ?? undefined;
  } catch {
    return undefined;
  }
}
