/**
 * Where published versions live for every server (docs/operations.md "Version store"): a folder
 * (each app's dist/ or APPS_DIR by default, or VERSION_STORE=/shared/path) or an S3-compatible
 * bucket (VERSION_STORE=s3://bucket/prefix, ./s3-store.ts). A version is a folder with its
 * release.json (infra/build/release-manifest.mjs); a server that lacks one copies it from the
 * store into its own apps folder before serving it (./local-copies.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_FILE } from '../../build/release-manifest.mjs';
import { VERSION_PATTERN, type AppLocator, type AppName } from './apps';

export interface VersionStore {
  /** For messages: the folder or the bucket, never a credential. */
  readonly description: string;
  /** Whether the version is complete in the store (its release.json is there). */
  has(app: AppName, version: string): Promise<boolean>;
  /** Puts a checked version folder into the store (nothing to do when it already is the store). */
  put(app: AppName, version: string, dir: string): Promise<void>;
  /** Copies a version out of the store into `target`, a folder that does not exist yet. */
  get(app: AppName, version: string, target: string): Promise<void>;
  /** Removes a version; resolves to the bytes freed. */
  remove(app: AppName, version: string): Promise<number>;
  /** Versions present in the store. */
  list(app: AppName): Promise<string[]>;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

export function createFolderStore(store: AppLocator, description: string): VersionStore {
  const dirOf = (app: AppName, version: string) => path.join(store.versionsDir(app), version);
  const same = (a: string, b: string) => path.resolve(a) === path.resolve(b);
  return {
    description,
    has: async (app, version) => fs.existsSync(path.join(dirOf(app, version), RELEASE_FILE)),
    async put(app, version, dir) {
      const target = dirOf(app, version);
      if (same(dir, target)) return;
      // Copied under a temporary name and renamed: a server never sees half a version.
      const tmp = `${target}.${process.pid}.tmp`;
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.cpSync(dir, tmp, { recursive: true });
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(tmp, target);
    },
    async get(app, version, target) {
      fs.cpSync(dirOf(app, version), target, { recursive: true });
    },
    async remove(app, version) {
      const dir = dirOf(app, version);
      if (!fs.existsSync(dir)) return 0;
      const bytes = folderBytes(dir);
      fs.rmSync(dir, { recursive: true, force: true });
      return bytes;
    },
    async list(app) {
      const dir = store.versionsDir(app);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && VERSION_PATTERN.test(e.name))
        .filter((e) => fs.existsSync(path.join(dir, e.name, RELEASE_FILE)))
        .map((e) => e.name);
    },
  };
}

export { folderBytes };
