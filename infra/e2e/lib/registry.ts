/** Helpers that act as ops would: publish a version folder, flip the registry pointer. */
import fs from 'node:fs';
import path from 'node:path';
import { type AppName, createAppLocator } from '../../src/registry/apps';
import { createRegistryStore } from '../../src/registry/store';
import { listFiles, precompressFolder } from '../../build/output-files.mjs';
import { E2E } from '../playwright.config';

export const locator = createAppLocator();
export const registry = () => createRegistryStore(E2E.registryFile, locator);

/** Publishes a copy of the active build of `app` as a new version folder (as a deploy would). */
export function publishCopy(app: AppName, newVersion: string, mutate?: (dir: string) => void): string {
  const active = registry().active(app);
  if (!active) throw new Error(`${app} has no active version`);
  const from = path.join(locator.versionsDir(app), active);
  const to = path.join(locator.versionsDir(app), newVersion);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  if (mutate) {
    mutate(to);
    // Like a build: the compressed copies match the files as they are now.
    for (const file of listFiles(to)) {
      if (/\.(?:br|gz)$/.test(file)) fs.rmSync(path.join(to, file));
    }
    precompressFolder(to);
  }
  return to;
}

export function removeVersion(app: AppName, version: string): void {
  fs.rmSync(path.join(locator.versionsDir(app), version), { recursive: true, force: true });
}
