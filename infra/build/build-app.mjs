// @ts-check
/**
 * Builds one front-end app (the shell or a remote) into an immutable, versioned folder:
 *   <app>/dist/<version>/  with mf-manifest.json and content-hashed chunks, and for a remote
 *   whose federation.json names a `server` entry, `server/index.js` (its server bundle); for the
 *   host with a `serviceWorker` entry, `sw.js` and the app icons (pwa-files.mjs).
 * The version is the package version plus a hash of the build output, so the same source gives
 * the same folder and any change gives a new one; an existing folder is never overwritten.
 * Every text file gets a brotli and a gzip copy beside it (output-files.mjs); the version hash
 * covers the original files only. Last, release.json records the contract the build was made
 * against and every file's hash (release-manifest.mjs), for the registry's checks.
 *
 * With --if-changed, an app whose source (source-index.mjs) was already built is not built again.
 *
 * Usage: node infra/build/build-app.mjs <app dir> [--quiet] [--if-changed]
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { createConfig, createServerConfig, createWorkerConfig } from './federation.mjs';
import { writeIcons } from './pwa-files.mjs';
import { hashFolder, precompressFolder } from './output-files.mjs';
import { RELEASE_FILE, currentContract, writeRelease } from './release-manifest.mjs';
import { writeRouteChunks } from './route-chunks.mjs';
import { builtFrom, recordBuild, sourceFingerprint } from './source-index.mjs';

/** @param {string} dir */
async function readApp(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const federation = JSON.parse(fs.readFileSync(path.join(dir, 'federation.json'), 'utf8'));
  return { name: String(pkg.name), version: String(pkg.version), federation };
}

/**
 * The host's index.html: the source template with the entry scripts added. Script URLs start
 * with a placeholder the edge replaces by the version folder's URL, so the page can be served
 * from any path. Placeholders (<!--edge:...-->) are kept as they are for the edge to fill.
 * @param {string} dir @param {string} outDir @param {import('webpack').Stats} stats
 */
function writeHostPage(dir, outDir, stats) {
  const assets = stats.toJson({ all: false, entrypoints: true }).entrypoints?.main?.assets ?? [];
  const scripts = assets
    .map((a) => a.name)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `<script defer src="__SHELL_BASE__${name}"></script>`)
    .join('\n    ');
  const template = fs.readFileSync(path.join(dir, 'src/index.html'), 'utf8');
  if (!template.includes('<!--edge:scripts-->')) throw new Error('src/index.html lacks <!--edge:scripts-->');
  fs.writeFileSync(path.join(outDir, 'index.html'), template.replace('<!--edge:scripts-->', scripts));
}

/** Static files (logos, favicon) shipped inside the version folder. @param {string} dir @param {string} outDir */
function copyPublic(dir, outDir) {
  const from = path.join(dir, 'public');
  if (fs.existsSync(from)) fs.cpSync(from, outDir, { recursive: true });
}

/** @param {import('webpack').Configuration} config @returns {Promise<import('webpack').Stats>} */
function run(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

/**
 * @param {string} appDir
 * @param {{ quiet?: boolean; ifChanged?: boolean }} [options]
 * @returns {Promise<{ name: string; version: string; dir: string; created: boolean }>}
 */
export async function buildApp(appDir, { quiet = false, ifChanged = false } = {}) {
  const dir = path.resolve(appDir);
  const app = await readApp(dir);
  const dist = path.join(dir, 'dist');
  const source = sourceFingerprint(dir);
  const entryFile = app.federation.kind === 'host' ? 'index.html' : 'mf-manifest.json';
  const existing = ifChanged ? builtFrom(dist, source, entryFile) : undefined;
  if (existing) {
    if (!quiet)
      console.info(`${app.name}: up to date ${path.relative(process.cwd(), path.join(dist, existing))}`);
    recordBuild(dist, source, existing);
    const existingDir = path.join(dist, existing);
    // A folder built before release manifests existed gets one (the contract is unchanged: the
    // source, shared-contracts included, is the same).
    if (!fs.existsSync(path.join(existingDir, RELEASE_FILE))) {
      writeRelease(existingDir, {
        app: app.name,
        version: existing,
        contract: currentContract(path.dirname(dir)),
      });
    }
    return { name: app.name, version: existing, dir: existingDir, created: false };
  }
  const tmp = path.join(dist, `.building-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dist, { recursive: true });
  const started = Date.now();
  try {
    const config = createConfig({
      kind: app.federation.kind,
      dir,
      name: app.name,
      outDir: tmp,
      exposes: app.federation.exposes,
    });
    const stats = await run(config);
    // A remote that renders on the server builds its server bundle into the same folder, before
    // the version hash is taken: the same source gives the same folder, browser and server alike.
    if (app.federation.server) {
      await run(
        createServerConfig({
          dir,
          name: app.name,
          outDir: path.join(tmp, 'server'),
          entry: app.federation.server,
        }),
      );
    }
    if (app.federation.kind === 'host') writeHostPage(dir, tmp, stats);
    else writeRouteChunks(tmp, stats);
    copyPublic(dir, tmp);
    // The host's service worker and app icons (pwa-files.mjs), before the version hash is taken.
    if (app.federation.serviceWorker) {
      await run(createWorkerConfig({ dir, outDir: tmp, entry: app.federation.serviceWorker }));
      await writeIcons(dir, tmp);
    }
    if (stats.hasWarnings() && !quiet) console.warn(stats.toString({ all: false, warnings: true }));
    const version = `${app.version}-${hashFolder(tmp)}`;
    const target = path.join(dist, version);
    const created = !fs.existsSync(target);
    const release = { app: app.name, version, contract: currentContract(path.dirname(dir)) };
    if (created) {
      precompressFolder(tmp);
      writeRelease(tmp, release);
      fs.renameSync(tmp, target);
    } else {
      fs.rmSync(tmp, { recursive: true, force: true });
      // A folder built before compressed copies existed gets them; its files stay as they are.
      if (precompressFolder(target) > 0 || !fs.existsSync(path.join(target, RELEASE_FILE))) {
        writeRelease(target, release);
      }
    }
    recordBuild(dist, source, version);
    if (!quiet) {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `${app.name}: ${created ? 'built' : 'unchanged'} ${path.relative(process.cwd(), target)} (${secs} s)`,
      );
    }
    return { name: app.name, version, dir: target, created };
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const appDir = process.argv[2] ?? process.cwd();
  buildApp(appDir, {
    quiet: process.argv.includes('--quiet'),
    ifChanged: process.argv.includes('--if-changed'),
  }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
