/**
 * Module Federation runtime plugin for a remote module that cannot be loaded (after the retry
 * plugin's tries): its `errorLoadRemote` hook reports the failure with the remote's name and
 * version and returns the slot's fallback in place of the module, so the rest of the site keeps
 * working (docs/adr/001-runtime-composition.md).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, containerName, type RemoteName } from 'shared-contracts';

export interface RemoteLoadFailure {
  readonly remote: RemoteName;
  readonly version: string;
  readonly module: string;
  readonly reason: string;
}

export interface RemoteFallbackOptions {
  readonly versionOf: (name: RemoteName) => string;
  readonly report: (failure: RemoteLoadFailure) => void;
  /** What stands in for the module; undefined lets the load fail (the caller falls back itself). */
  readonly fallback: (name: RemoteName, module: string) => unknown;
  /**
   * The chunk-load guard (chunk-guard.ts): true when the page reloads for this failure, and
   * nothing stands in for the module meanwhile.
   */
  readonly reloads?: (error: unknown) => boolean;
}

/** The load never settles: the page is reloading, and the fallback would only flash. */
const RELOADING = new Promise<never>(() => undefined);

/** The remote and module (`./App`) of a request id such as `mf_sports/App`. */
export function requestOf(id: string): { name: RemoteName; module: string } | undefined {
  for (const name of REMOTE_NAMES) {
    const prefix = `${containerName(name)}/`;
    if (id.startsWith(prefix)) return { name, module: `./${id.slice(prefix.length)}` };
  }
  return undefined;
}

export function remoteFallbackPlugin({
  versionOf,
  report,
  fallback,
  reloads = () => false,
}: RemoteFallbackOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'onda-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // A step that fails inside a load (e.g. 'afterResolve') then fails the whole load, which
      // comes back here as 'onLoad': report and fall back once, there.
      if (lifecycle !== 'onLoad') return undefined;
      const request = requestOf(id);
      if (!request) return undefined;
      report({
        remote: request.name,
        version: versionOf(request.name),
        module: request.module,
        reason: error instanceof Error ? error.message : String(error),
      });
      if (reloads(error)) return RELOADING;
      return fallback(request.name, request.module);
    },
  };
}
