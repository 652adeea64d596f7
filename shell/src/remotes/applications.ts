/**
 * single-spa decides when each page remote is mounted: one application per remote, active when
 * the route table in shared-contracts gives the current path to that remote.
 */
import { addErrorHandler, getAppStatus, registerApplication, type LifeCycles } from 'single-spa';
import { PAGE_MODULE, REMOTE_NAMES, isRemoteName, ownerOf, type RemoteProps } from 'shared-contracts';
import { isMissing } from '../app/missing-path';
import type { Platform } from '../platform/context';
import { logEvent } from '../platform/log';
import { reloadForChunkFailure } from './chunk-guard';
import { fallbackLifecycles, renderCrashFallback } from './fallback-lifecycles';
import { loadRemoteModule, versionOf } from './federation';

function isLifecycles(value: unknown): value is LifeCycles<RemoteProps> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function'
  );
}

export function registerPageRemotes({ bus, services }: Platform): void {
  for (const name of REMOTE_NAMES) {
    registerApplication<RemoteProps>({
      name,
      app: async () => {
        const mod = await loadRemoteModule<unknown>(name, PAGE_MODULE);
        if (isLifecycles(mod)) return mod;
        bus.publish('remote.failed', 1, {
          name,
          version: versionOf(name),
          slot: 'page',
          phase: 'load',
          message: mod === undefined ? 'could not load' : 'module exports no lifecycles',
        });
        return fallbackLifecycles(name);
      },
      activeWhen: (location) => !isMissing(location.pathname) && ownerOf(location.pathname) === name,
      customProps: () => ({ remote: name, version: versionOf(name), bus, services }),
    });
  }

  // A remote that throws in its own lifecycles is marked broken by single-spa; show its fallback.
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    logEvent('remote_crashed', {
      remote: name,
      version: isRemoteName(name) ? versionOf(name) : 'unknown',
      status: getAppStatus(name),
      reason: error.message,
    });
    if (isRemoteName(name)) renderCrashFallback(name, versionOf(name), services.locale);
  });

  // Remotes report crashes their own error boundary caught; log them with name and version.
  // A page's own chunk (a route group fetched on first use) that failed to load heals by a reload.
  bus.on('remote.failed', 1).subscribe((failure) => {
    logEvent(failure.phase === 'load' ? 'remote_load_failed' : 'remote_crashed', failure);
    if (failure.phase === 'render' && reloadForChunkFailure(new Error(failure.message))) {
      logEvent('chunk_load_reload', { remote: failure.name, version: failure.version });
    }
  });
}
