/**
 * Module Federation runtime plugin that asks again for a remote's entry script before its loading
 * fails (`loadEntryError` hook). A deploy that is still copying a folder, or a dropped connection,
 * gets `retries` more tries; what still fails goes on to `errorLoadRemote`
 * (remote-fallback-plugin.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Tries after the first one. */
  readonly retries: number;
}

export function retryPlugin({ retries }: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'onda-retry',
    // The hook's declared result is a promise of a promise; the runtime awaits it either way.
    loadEntryError: (args) => new Promise((resolve) => resolve(reloadEntry(args, retries))),
  };
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

async function reloadEntry(
  {
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryError>[0],
  retries: number,
) {
  for (let attempt = 0; attempt < retries; attempt++) {
    // The failed load is still registered under this key; without removing it the runtime
    // would hand back the same failed promise instead of loading the script again.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // Tried again, or left to errorLoadRemote after the last try.
    }
  }
  return undefined;
}
