/**
 * A server's own copies of the versions it serves: a version that is not in its apps folder is
 * copied out of the version store under a temporary name, checked file by file against its
 * release.json, and renamed into place, so the edge only ever sees complete, verified folders
 * (apps.ts `versionDir`). One copy per version at a time, however many refreshes ask.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkRelease } from '../../build/release-manifest.mjs';
import { versionDir, type AppLocator, type AppName } from './apps';
import type { VersionStore } from './version-store';

export type EnsureLocal = (app: AppName, version: string) => Promise<void>;

export function createLocalCopies(locator: AppLocator, store: VersionStore): EnsureLocal {
  const pending = new Map<string, Promise<void>>();
  const copy = async (app: AppName, version: string): Promise<void> => {
    const target = path.join(locator.versionsDir(app), version);
    const tmp = path.join(locator.versionsDir(app), `.fetch-${version}-${process.pid}-${Date.now()}`);
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    try {
      await store.get(app, version, tmp);
      const problem = checkRelease(tmp, { app, version });
      if (problem) throw new Error(`${app} ${version} from ${store.description}: ${problem}`);
      if (!versionDir(locator, app, version)) {
        fs.rmSync(target, { recursive: true, force: true });
        fs.renameSync(tmp, target);
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  };
  return (app, version) => {
    if (versionDir(locator, app, version)) return Promise.resolve();
    const key = `${app}@${version}`;
    let running = pending.get(key);
    if (!running) {
      running = copy(app, version).finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  };
}
