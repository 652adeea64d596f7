// @ts-check
/**
 * What source each build came from, so `npm start` rebuilds an app whose source changed and skips
 * one whose source did not (a webpack run costs seconds per app on two cores). The fingerprint
 * covers everything a build reads: the app's own files, the shared contracts, the build factory
 * and the lock file. `<app>/dist/source-index.json` maps fingerprints to version folders; the
 * version folders themselves stay exactly what webpack produced.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['dist', 'node_modules', '.types', 'test-results']);
export const INDEX_FILE = 'source-index.json';

/** @param {string} dir @param {string[]} out */
function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
}

/**
 * A hash of every input of one app's build. Apps sit at the top of the repository.
 * @param {string} appDir @param {string} [repoRoot]
 */
export function sourceFingerprint(appDir, repoRoot = path.dirname(path.resolve(appDir))) {
  /** @type {string[]} */
  const files = [];
  walk(path.resolve(appDir), files);
  walk(path.join(repoRoot, 'shared-contracts'), files);
  walk(path.join(repoRoot, 'infra/build'), files);
  for (const file of ['package-lock.json', 'tsconfig.base.json']) files.push(path.join(repoRoot, file));
  const hash = createHash('sha256');
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * @typedef {{ latest?: { source: string; version: string }; bySource: Record<string, string> }} SourceIndex
 * @param {string} distDir
 * @returns {SourceIndex}
 */
export function readSourceIndex(distDir) {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(distDir, INDEX_FILE), 'utf8'));
    if (value && typeof value === 'object' && value.bySource && typeof value.bySource === 'object')
      return value;
  } catch {
    // Missing or unreadable: every source counts as not built yet.
  }
  return { bySource: {} };
}

/**
 * The version folder built from `source`, when it still exists.
 * @param {string} distDir @param {string} source @param {string} entryFile
 */
export function builtFrom(distDir, source, entryFile) {
  const version = readSourceIndex(distDir).bySource[source];
  return version && fs.existsSync(path.join(distDir, version, entryFile)) ? version : undefined;
}

/** @param {string} distDir @param {string} source @param {string} version */
export function recordBuild(distDir, source, version) {
  const index = readSourceIndex(distDir);
  index.bySource[source] = version;
  index.latest = { source, version };
  const tmp = path.join(distDir, `.${INDEX_FILE}.${process.pid}`);
  fs.writeFileSync(tmp, `${JSON.stringify(index, null, 2)}\n`);
  fs.renameSync(tmp, path.join(distDir, INDEX_FILE));
}
