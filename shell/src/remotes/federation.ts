/**
 * Registers the remotes of the active registry with the Module Federation runtime and loads
 * their modules. A module that cannot be loaded is tried once more, then reported and replaced
 * by `undefined`, so the caller renders the slot's fallback (spec: a broken remote never takes the
 * site down).
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, containerName, type ActiveRegistry, type RemoteName } from 'shared-contracts';
import { logEvent } from '../platform/log';

export interface RegisteredRemote {
  readonly name: RemoteName;
  readonly version: string;
}

let active = new Map<RemoteName, RegisteredRemote>();

export function registerActiveRemotes(registry: ActiveRegistry): Map<RemoteName, RegisteredRemote> {
  const remotes: { name: string; entry: string; alias: string }[] = [];
  active = new Map();
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry) {
      logEvent('remote_load_failed', { remote: name, version: 'none', reason: 'not in registry' });
      continue;
    }
    remotes.push({ name: containerName(name), alias: name, entry: entry.manifest });
    active.set(name, { name, version: entry.version });
  }
  registerRemotes(remotes, { force: true });
  return active;
}

export function versionOf(name: RemoteName): string {
  return active.get(name)?.version ?? 'none';
}

/** Loads `module` (e.g. './App') of a remote, with one retry; undefined when it cannot load. */
export async function loadRemoteModule<T>(
  name: RemoteName,
  module: string,
  retries = 1,
): Promise<T | undefined> {
  if (!active.has(name)) return undefined;
  const id = `${containerName(name)}/${module.replace(/^\.\//, '')}`;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const loaded = await loadRemote<T>(id);
      if (loaded) return loaded;
      lastError = new Error('empty module');
    } catch (error) {
      lastError = error;
    }
  }
  logEvent('remote_load_failed', {
    remote: name,
    version: versionOf(name),
    module,
    reason: lastError instanceof Error ? lastError.message : String(lastError),
  });
  return undefined;
}
