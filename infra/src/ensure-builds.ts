/**
 * `npm start` serves what the source builds to: every front-end app whose source changed since
 * its last build is built again (two at a time, the machine has two cores; an unchanged one is
 * skipped in a fraction of a second, see infra/build/source-index.mjs), and the build of the
 * current source becomes the active version. With published builds (APPS_DIR) nothing is built and
 * the registry is left as ops set it; apps with no active version get their newest build.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APP_NAMES, REPO_ROOT, versionDir, type AppLocator, type AppName } from './registry/apps';
import type { RegistryStore } from './registry/store';

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

export interface EnsureBuildsOptions {
  /** false when builds are published elsewhere (APPS_DIR): nothing is built here. */
  readonly build: boolean;
  readonly parallel?: number;
}

export async function ensureBuilds(
  locator: AppLocator,
  registry: RegistryStore,
  { build: buildHere, parallel = 2 }: EnsureBuildsOptions,
): Promise<void> {
  if (buildHere) {
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
    for (const app of APP_NAMES) {
      const version = currentBuild(locator, app);
      if (version && registry.active(app) !== version && registry.problem() === undefined) {
        registry.activate(app, version);
      }
    }
  }
  registry.ensureActive();
}
