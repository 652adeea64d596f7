/**
 * The front-end apps the edge serves and where their immutable build folders live:
 * `<repo>/<app>/dist/<version>/` by default, or `$APPS_DIR/<app>/<version>/` on a host where
 * builds are published elsewhere (a CDN origin, a shared volume).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';

export const APP_NAMES = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

export const isAppName = (value: string): value is AppName =>
  (APP_NAMES as readonly string[]).includes(value);

/** Version folder names: package version plus a content hash (see infra/build/build-app.mjs). */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface AppLocator {
  /** Folder holding the version folders of one app. */
  versionsDir(app: AppName): string;
}

/** appsDir: published builds (config APPS_DIR); undefined: each app's dist/ folder. */
export function createAppLocator(appsDir?: string): AppLocator {
  return {
    versionsDir: (app) => (appsDir ? path.join(appsDir, app) : path.join(REPO_ROOT, app, 'dist')),
  };
}

/** The file that proves a version folder is a complete build. */
const entryFile = (app: AppName) => (app === 'shell' ? 'index.html' : 'mf-manifest.json');

export function versionDir(locator: AppLocator, app: AppName, version: string): string | undefined {
  if (!VERSION_PATTERN.test(version)) return undefined;
  const dir = path.join(locator.versionsDir(app), version);
  return fs.existsSync(path.join(dir, entryFile(app))) ? dir : undefined;
}

/** Built versions of an app, newest first (by build time). */
export function listVersions(locator: AppLocator, app: AppName): string[] {
  const dir = locator.versionsDir(app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && VERSION_PATTERN.test(e.name))
    .filter((e) => fs.existsSync(path.join(dir, e.name, entryFile(app))))
    .map((e) => ({ name: e.name, time: fs.statSync(path.join(dir, e.name, entryFile(app))).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .map((e) => e.name);
}
