/**
 * `npm start` on a fresh clone: build every front-end app that has no build yet (two at a time,
 * the machine has two cores), then activate the newest build of any app the registry lacks.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_NAMES, REPO_ROOT, listVersions, type AppLocator, type AppName } from './registry/apps';
import type { RegistryStore } from './registry/store';

function build(app: AppName): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'infra/build/build-app.mjs'), path.join(REPO_ROOT, app)],
      {
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${app} failed (exit ${code})`)),
    );
  });
}

export interface EnsureBuildsOptions {
  /** false when builds are published elsewhere (APPS_DIR): nothing is built here. */
  readonly build: boolean;
  readonly parallel?: number;
}

export async function ensureBuilds(
  locator: AppLocator,
  registry: RegistryStore,
  { build: buildMissing, parallel = 2 }: EnsureBuildsOptions,
): Promise<void> {
  const missing = APP_NAMES.filter((app) => listVersions(locator, app).length === 0);
  if (missing.length > 0 && buildMissing) {
    console.info(`Building ${missing.join(', ')} (first start only)…`);
    const queue = [...missing];
    await Promise.all(
      Array.from({ length: Math.min(parallel, queue.length) }, async () => {
        for (let app = queue.shift(); app; app = queue.shift()) {
          // One app that does not build must not keep the site down: its slot shows the fallback.
          await build(app).catch((error: unknown) =>
            console.error(`${app} was not built: ${error instanceof Error ? error.message : error}`),
          );
        }
      }),
    );
  }
  registry.ensureActive();
}
