/**
 * `npm start` serves what the source builds to: every front-end app whose source changed since
 * its last build is built again (two at a time, the machine has two cores; an unchanged one is
 * skipped in a fraction of a second, see infra/build/source-index.mjs), and the build of the
 * current source is published and becomes the active version. With published builds (APPS_DIR)
 * nothing is built and the registry is left as ops set it; only an app the registry has never
 * had (a fresh database) gets the newest build found there, published and activated.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  APP_NAMES,
  REPO_ROOT,
  listVersions,
  versionDir,
  type AppLocator,
  type AppName,
} from './registry/apps';
import { RegistryError } from './registry/errors';
import type { RegistryService } from './registry/service';

function build(app: AppName): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'infra/build/build-app.mjs'), path.join(REPO_ROOT, app), '--if-changed'],
      { stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${app} failed (exit ${code})`)),
    );
  });
}

/** The version the app's current source built to (written by build-app.mjs), if it exists. */
export function currentBuild(locator: AppLocator, app: AppName): string | undefined {
  try {
    const index: unknown = JSON.parse(
      fs.readFileSync(path.join(locator.versionsDir(app), 'source-index.json'), 'utf8'),
    );
    const version = (index as { latest?: { version?: unknown } } | null)?.latest?.version;
    return typeof version === 'string' && versionDir(locator, app, version) ? version : undefined;
  } catch {
    return undefined;
  }
}

/** Builds every app whose source changed (two at a time); one that fails leaves its old build. */
export async function buildChangedApps(parallel = 2): Promise<void> {
  const queue = [...APP_NAMES];
  await Promise.all(
    Array.from({ length: Math.min(parallel, queue.length) }, async () => {
      for (let app = queue.shift(); app; app = queue.shift()) {
        // One app that does not build must not keep the site down: its slot shows the fallback
        // (or its previous build, which stays active).
        await build(app).catch((error: unknown) =>
          console.error(`${app} was not built: ${error instanceof Error ? error.message : error}`),
        );
      }
    }),
  );
}

/**
 * Publishes the build of each app's current source (checked against its release.json; with the
 * default store, the build folder is the store) and makes them active, under the contract gate:
 * the shell first, then the remotes together. A remote is published only beside a shell whose
 * contract has every bus event it uses (registry/contract-gate.ts), so a remote built with a new
 * event needs the shell of the same source live before it (docs/adr/005), as ops deploy them.
 * What is refused is said on the console; the registry then stays as it was.
 */
export async function activateCurrentBuilds(builds: AppLocator, service: RegistryService): Promise<void> {
  const who = { actor: 'npm-start', reason: 'the build of the current source' };
  for (const apps of [
    APP_NAMES.filter((app) => app === 'shell'),
    APP_NAMES.filter((app) => app !== 'shell'),
  ]) {
    const current: { app: AppName; version: string }[] = [];
    for (const app of apps) {
      const version = currentBuild(builds, app);
      if (!version) continue;
      try {
        await service.publish(app, who, version);
        current.push({ app, version });
      } catch (error) {
        console.error(
          `${app} ${version} was not published: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    if (current.length === 0) continue;
    try {
      await service.activateAll(current, who);
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      console.error(`The current builds were not activated: ${error.message}`);
    }
  }
}

/**
 * A server on published builds (APPS_DIR) and a registry without some app: the newest build of
 * that app is published and activated, as the first start of a site. Apps the registry already
 * has are left alone, whatever newer folders appear: ops publish and activate those.
 */
export async function adoptPublishedBuilds(builds: AppLocator, service: RegistryService): Promise<void> {
  const who = { actor: 'npm-start', reason: 'first start: the newest published build' };
  const state = await service.state();
  const known = new Set((await service.versions()).map((v) => v.app));
  const adopted: { app: AppName; version: string }[] = [];
  for (const app of APP_NAMES) {
    if (state[app] || known.has(app)) continue;
    const newest = listVersions(builds, app)[0];
    if (!newest) continue;
    try {
      await service.publish(app, who, newest);
      adopted.push({ app, version: newest });
    } catch (error) {
      console.error(`${app} ${newest} was not published: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (adopted.length === 0) return;
  try {
    await service.activateAll(adopted, who);
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    console.error(`The published builds were not activated: ${error.message}`);
  }
}
