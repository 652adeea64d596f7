// @ts-check
/**
 * Prints the JavaScript a page loads, per app and per page, as raw, gzip and brotli bytes (the
 * build's `.gz` / `.br` copies when present, else compressed here with the same settings), and
 * the packages that more than one loaded file carries (read from the source maps).
 *
 * What a page loads, from the build output: the shell's entry scripts (its index.html) and the
 * shared modules it provides (read from its mf-manifest.json and the chunks its share scope
 * loads), then for each remote on the page its remoteEntry.js and the sync chunks of the modules
 * the page uses (the remote's mf-manifest.json): the page remote's ./App, then the widgets of
 * shared-contracts' WIDGETS, which the shell loads once the page is interactive (a second line,
 * "+ widgets": the page's total with them). Chunks loaded later (async) are not counted.
 *
 * Usage: node infra/build/report-sizes.mjs [app@version ...]
 *   Without versions: each app's build of its current sources (as `npm start` serves it), else
 *   its last build, else its newest folder in <app>/dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotli, gzip } from './output-files.mjs';
import { builtFrom, readSourceIndex, sourceFingerprint } from './source-index.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'mf-news', 'mf-sports', 'mf-tv', 'mf-accounts', 'mf-rewards'];
/**
 * The widgets every page loads once interactive (shared-contracts/src/remotes.ts WIDGETS; the
 * search widget loads when its drop-down is first opened, the registration sheet when asked for).
 */
const WIDGETS = [['mf-rewards', 'RewardsWidget']];
/** Pages measured: the remote whose ./App renders them. */
const PAGES = { home: 'mf-news', article: 'mf-news' };

/** @param {string} app @param {string | undefined} wanted */
function versionFolder(app, wanted) {
  const dist = path.join(repoRoot, app, 'dist');
  if (wanted) return path.join(dist, wanted);
  const entry = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  const current =
    builtFrom(dist, sourceFingerprint(path.join(repoRoot, app), repoRoot), entry) ??
    readSourceIndex(dist).latest?.version;
  if (current && fs.existsSync(path.join(dist, current, entry))) return path.join(dist, current);
  const versions = fs
    .readdirSync(dist)
    .filter((v) => !v.startsWith('.') && fs.existsSync(path.join(dist, v, 'mf-manifest.json')))
    .sort((a, b) => fs.statSync(path.join(dist, b)).mtimeMs - fs.statSync(path.join(dist, a)).mtimeMs);
  if (!versions[0]) throw new Error(`${app} has no build in ${dist}: run npm run build`);
  return path.join(dist, versions[0]);
}

/** @param {string} dir */
const readManifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));

/** @param {string} dir @param {string} id the file of a numeric webpack chunk id */
function chunkFile(dir, id) {
  return fs.readdirSync(dir).find((f) => f.startsWith(`${id}.`) && /^\d+\.[0-9a-f]+\.js$/.test(f));
}

/** The chunks the shell's share scope loads for each shared module it provides. @param {string} dir @param {string[]} entries */
function providedChunks(dir, entries) {
  const manifest = readManifest(dir);
  const code = entries.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
  const files = new Set();
  for (const shared of manifest.shared ?? []) {
    for (const f of shared.assets.js.sync) files.add(f);
    const name = shared.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const provider = new RegExp(
      `"${name}","[^"]+",\\(\\)=>(Promise\\.all\\(\\[[^\\]]*\\]\\)|[\\w$.]+\\.e\\(\\d+\\))`,
    );
    const match = provider.exec(code);
    for (const [, id] of match?.[1].matchAll(/\.e\((\d+)\)/g) ?? []) {
      const file = id && chunkFile(dir, id);
      if (file) files.add(file);
    }
  }
  return [...files];
}

/** @param {string} dir */
function shellEntries(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/src="__SHELL_BASE__([^"]+\.js)"/g)].map((m) => String(m[1]));
}

/** @param {string} dir @param {string} module */
function exposeChunks(dir, module) {
  const expose = (readManifest(dir).exposes ?? []).find((e) => e.name === module);
  if (!expose) throw new Error(`${dir} exposes no ${module}`);
  return ['remoteEntry.js', ...expose.assets.js.sync];
}

/** @type {Map<string, { raw: number; gzip: number; br: number }>} */
const sizeCache = new Map();
/** @param {string} file */
function sizes(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const data = fs.readFileSync(file);
    const copy = (/** @type {string} */ ext, /** @type {(d: Buffer) => Buffer} */ make) =>
      fs.existsSync(file + ext) ? fs.statSync(file + ext).size : make(data).length;
    s = { raw: data.length, gzip: copy('.gz', gzip), br: copy('.br', brotli) };
    sizeCache.set(file, s);
  }
  return s;
}

/** @param {string[]} files */
function total(files) {
  const t = { files: files.length, raw: 0, gzip: 0, br: 0 };
  for (const f of files) {
    const s = sizes(f);
    t.raw += s.raw;
    t.gzip += s.gzip;
    t.br += s.br;
  }
  return t;
}

/** Packages (node_modules) in the files of more than one app, from their source maps. @param {string[]} files */
function duplicates(files) {
  /** @type {Map<string, string[]>} */
  const where = new Map();
  for (const file of files) {
    if (!fs.existsSync(`${file}.map`)) continue;
    const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
    const packages = new Set(
      map.sources
        .map((/** @type {string} */ s) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1])
        .filter(Boolean),
    );
    for (const p of packages) where.set(p, [...(where.get(p) ?? []), path.relative(repoRoot, file)]);
  }
  // Chunks of one build split a package without copying it; copies are in two apps' files.
  const app = (/** @type {string} */ file) => file.split(path.sep)[0];
  return [...where].filter(([, f]) => new Set(f.map(app)).size > 1);
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
const row = (/** @type {string} */ label, /** @type {{files:number;raw:number;gzip:number;br:number}} */ t) =>
  `${label.padEnd(22)}${String(t.files).padStart(6)}${kb(t.raw)}${kb(t.gzip)}${kb(t.br)}`;

const wanted = Object.fromEntries(process.argv.slice(2).map((a) => a.split('@')));
/** @type {Record<string, string>} */
const dirs = Object.fromEntries(APPS.map((app) => [app, versionFolder(app, wanted[app])]));
const shellDir = String(dirs.shell);
const entries = shellEntries(shellDir);
const shellFiles = [...entries, ...providedChunks(shellDir, entries)].map((f) => path.join(shellDir, f));

/** @param {string} app @param {string} module */
const remoteFiles = (app, module) =>
  exposeChunks(String(dirs[app]), module).map((f) => path.join(String(dirs[app]), f));
const widgetFiles = WIDGETS.flatMap(([app, module]) => remoteFiles(String(app), String(module)));

console.info(`JavaScript a page loads before its async chunks (raw / gzip -9 / brotli -q 11)\n`);
console.info(
  `${'app'.padEnd(22)}${'files'.padStart(6)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`,
);
console.info(row(`shell ${path.basename(shellDir)}`, total(shellFiles)));
for (const app of APPS.slice(1)) {
  const dir = String(dirs[app]);
  const modules = (readManifest(dir).exposes ?? []).map((/** @type {{name:string}} */ e) => e.name);
  const files = [...new Set(modules.flatMap((m) => remoteFiles(app, m)))];
  console.info(row(`${app} ${path.basename(dir)}`, total(files)));
}
console.info('');
for (const [page, app] of Object.entries(PAGES)) {
  const pageFiles = [...new Set([...shellFiles, ...remoteFiles(app, 'App')])];
  const files = [...new Set([...pageFiles, ...widgetFiles])];
  console.info(row(`page: ${page}`, total(pageFiles)));
  console.info(row(`  + widgets`, total(files)));
  for (const [pkg, where] of duplicates(files))
    console.info(`  ${pkg} is in ${where.length} files: ${where.join(', ')}`);
}
