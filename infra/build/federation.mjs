// @ts-check
/**
 * The one place that says how every front-end app is built: the shell (host) and the five
 * remotes share these webpack + Module Federation settings, so a shared singleton can never be
 * configured differently in two apps.
 */
import path from 'node:path';
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { moduleGraph } from './module-graph.mjs';
import { ROUTE_CHUNK } from './route-chunks.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Singletons: exactly one copy of each per page (checked by an e2e test): the libraries whose
 * state must be one per page. A shared module is provided whole (no tree shaking), so libraries
 * without page-wide state are left out: react-router (each app's router reads the one
 * window.history): the parts the apps use are shared instead, as shared-contracts/router, and rxjs
 * (only the shell's bus uses it).
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-intl',
  '@emotion/react',
  // The JSX runtime every component is compiled against (importSource @emotion/react) and the
  // cache each remote creates: without them, every remote bundles Emotion's whole styling engine
  // (cache, serializer, stylis) and reads another copy of its contexts.
  '@emotion/react/jsx-runtime',
  '@emotion/cache',
  // The lifecycles wrapper of every remote (shared-contracts/remote-kit).
  'single-spa-react',
];

/**
 * A digest of a module's code: its own and that of every module it runs (./module-graph.mjs). A
 * shared module versioned with it is taken from the shell only by a remote built against the
 * same code.
 * @param {string} entry absolute path
 */
function codeDigest(entry) {
  const hash = createHash('sha256');
  for (const file of moduleGraph(entry)) {
    hash.update(path.relative(repoRoot, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

const contractsSource = (file) => path.join(repoRoot, 'shared-contracts/src', file);

/** Versions come from the installed packages, so host and remotes negotiate real semver ranges. */
function installedVersion(name) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const file = path.join(repoRoot, 'node_modules', pkgName, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

export function sharedConfig(eager = false) {
  /** @type {Record<string, {singleton?: boolean; eager: boolean; requiredVersion: string; version: string}>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, eager, requiredVersion: `^${version}`, version };
  }
  // Shared but not singletons, each versioned by its code: the contracts every app runs (the
  // API's checks, the route table, the locale, the first-tap marks: shared-contracts/src/core.ts)
  // and the router's parts the apps use (shared-contracts/src/router.ts). An app built against
  // other code keeps its own copy. The rest of shared-contracts is bundled by each app, with only
  // the parts it uses.
  for (const [name, file, library] of [
    ['shared-contracts/core', 'core.ts', 'shared-contracts'],
    ['shared-contracts/router', 'router.ts', 'react-router'],
  ]) {
    // A semver pre-release tag; the letter keeps an all-digit digest from starting with a zero.
    const version = `${installedVersion(library)}-c${codeDigest(contractsSource(file))}`;
    shared[name] = { eager, requiredVersion: version, version };
  }
  return shared;
}

/**
 * One format of the federation runtime in a browser build. The plugin that hands the host's
 * runtime to the remotes (`provideExternalRuntime`) is CommonJS and `require`s the runtime, which
 * resolves to its CommonJS build, while the host's own bundler runtime imports the ES module
 * build: without this the host shipped the runtime twice (about 15 kB compressed) and gave the
 * remotes another instance than its own.
 */
const ONE_RUNTIME_FORMAT = {
  '@module-federation/runtime-tools/runtime-core$': path.join(
    repoRoot,
    'node_modules/@module-federation/runtime-tools/dist/runtime-core.js',
  ),
};

/**
 * Browser builds ship their translation catalogues as react-intl's syntax trees
 * (./precompile-messages.mjs) and so without the ICU message parser: react-intl's own
 * recommendation for production. Server bundles keep the parser (they format the same strings).
 */
const PRECOMPILE_MESSAGES = path.join(repoRoot, 'infra/build/precompile-messages.mjs');
const NO_MESSAGE_PARSER = {
  '@formatjs/icu-messageformat-parser$': path.join(
    repoRoot,
    'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
  ),
};

/**
 * react-router's package sends every bundler to its development build (its exports have no
 * production condition); its production build is the same code without the development warnings.
 */
const ROUTER_PRODUCTION_BUILD = {
  'react-router$': path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs'),
};

/**
 * RxJS's ES2015 build (its "es2015" export) instead of its default ES5 one: the apps are compiled
 * for ES2020 anyway, and the ES5 build's down-levelled classes and helpers are a third larger.
 */
const RXJS_ES2015 = {
  rxjs$: path.join(repoRoot, 'node_modules/rxjs/dist/esm/index.js'),
};

/**
 * The host's libraries in one file of their own beside its entry: the shared libraries are
 * eager in the host (sharedConfig), so they load with the page's first scripts, and this keeps
 * them out of the entry file, which changes with every shell release: a returning reader
 * downloads the libraries again only when they change.
 * @type {{ test: RegExp; name: string; chunks: 'initial'; enforce: true }}
 */
const HOST_LIBS = { test: /[\\/]node_modules[\\/]/, name: 'libs', chunks: 'initial', enforce: true };

/**
 * A page's first scripts ask V8 to compile every function as the file streams in (Chrome's
 * explicit compile hints: a magic comment on the file's first line), off the main thread, instead
 * of compiling each module on the main thread the first time the startup runs it. They are the
 * files of the chunk groups that run as soon as they arrive, most of their code with them: the
 * shell's entry (its `libs` and `main`), a remote's entry (`remoteEntry.js`) and each module it
 * exposes with the chunks that module needs (a page module or a widget, loaded to be mounted),
 * and its route chunks (one comes with the page's first scripts: ./route-chunks.mjs). Chunks
 * loaded later by those (the player, another language) keep lazy compilation: much of their code
 * never runs on a visit. Added after minification, which drops comments.
 */
class CompileOnLoadPlugin {
  /** @param {(group: string) => boolean} hinted whether a chunk group's files get the hint */
  constructor(hinted) {
    this.hinted = hinted;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileOnLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileOnLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            if (!group.name || !this.hinted(group.name)) continue;
            for (const chunk of group.chunks)
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
            );
          }
        },
      );
    });
  }
}

/** The chunk group webpack names after an exposed module ('./App' → '__federation_expose_App'). */
const exposeGroup = (request) => `__federation_expose_${request.replace(/^\.\//, '')}`;

/**
 * The chunk groups that run as soon as they arrive: the host's entry; a remote's entry, its
 * exposed modules and its route chunks.
 * @param {boolean} host @param {string} federationName @param {Record<string, string>} exposes
 * @returns {(group: string) => boolean}
 */
function firstScripts(host, federationName, exposes) {
  const named = new Set(host ? ['main'] : [federationName, ...Object.keys(exposes).map(exposeGroup)]);
  return (group) => named.has(group) || (!host && ROUTE_CHUNK.test(group));
}

/**
 * TypeScript and JSX by SWC. Emotion's plugin minifies the styles written as css`` templates at
 * build time (the indentation, line breaks and comments of every rule were shipped, and parsed on
 * each render) and marks them pure; its version follows @swc/core's (a plugin is built against one
 * SWC), both pinned. Browser and server bundles share this loader, so the class names a server
 * render writes are the ones hydration computes.
 */
const swcLoader = {
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2020',
      experimental: {
        plugins: [['@swc/plugin-emotion', { sourceMap: false, autoLabel: 'never' }]],
        // The compiled plugin's cache, out of the apps' folders.
        cacheRoot: path.join(repoRoot, 'node_modules/.cache/swc'),
      },
    },
  },
};

/**
 * @param {{
 *   kind: 'host' | 'remote';
 *   dir: string;            // the app's package folder
 *   name: string;           // package name, e.g. mf-news
 *   outDir: string;         // where this build writes
 *   exposes?: Record<string, string>;
 *   mode?: 'production' | 'development';
 * }} options
 * @returns {import('webpack').Configuration}
 */
export function createConfig({ kind, dir, name, outDir, exposes = {}, mode = 'production' }) {
  const host = kind === 'host';
  const federationName = name.replace(/-/g, '_');
  /** @type {import('webpack').Configuration} */
  return {
    mode,
    context: dir,
    entry: host ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // 'auto': chunks resolve relative to the script that loaded them, so a version folder can be
      // served from any path or CDN without rebuilding.
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name.replace(/-/g, '_'),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { ...ONE_RUNTIME_FORMAT, ...NO_MESSAGE_PARSER, ...ROUTER_PRODUCTION_BUILD, ...RXJS_ES2015 },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          oneOf: [
            // Translation catalogues arrive parsed: the browser never parses a message.
            {
              include: /[\\/]src[\\/]i18n[\\/]/,
              exclude: /\.test\.tsx?$/,
              use: [PRECOMPILE_MESSAGES, swcLoader],
            },
            { use: swcLoader },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(host ? { splitChunks: { cacheGroups: { libs: HOST_LIBS } } } : {}),
    },
    plugins: [
      new CompileOnLoadPlugin(firstScripts(host, federationName, exposes)),
      new ModuleFederationPlugin({
        name: federationName,
        filename: host ? undefined : 'remoteEntry.js',
        exposes,
        shared: sharedConfig(host),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: {
          ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
          asyncStartup: true,
          // Remotes are registered by their remoteEntry.js (the registry names it), not by
          // their manifest: the runtime's manifest snapshot code stays out of every page, and
          // so does a manifest request before each remote's entry script.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
    ],
  };
}

/**
 * A remote's server bundle: the same source and loaders as its browser build, for Node.js, in
 * `server/` of the same version folder (so the version hash covers it). It bundles everything it
 * needs, React and Emotion included: a version's server code then renders with exactly the
 * libraries it was built against, whatever the edge has installed, and two active versions never
 * share module state. One CommonJS file, `server/index.js`, whose exports are the entry's.
 * @param {{ dir: string; name: string; outDir: string; entry: string }} options
 * @returns {import('webpack').Configuration}
 */
export function createServerConfig({ dir, name, outDir, entry }) {
  return {
    mode: 'production',
    context: dir,
    entry: { index: entry },
    target: 'node20',
    devtool: false,
    output: {
      path: outDir,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      uniqueName: `${name.replace(/-/g, '_')}_server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader },
        // Images keep the URL the browser build gives them; the server never reads them.
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    performance: { hints: false },
    // Readable stack traces in the edge's log; nothing here is downloaded.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/**
 * The shell's service worker (docs/adr/012-offline-and-versions.md): one classic script, `sw.js`
 * in the version folder, with Workbox's modules bundled. No Module Federation: a worker shares
 * nothing with the page.
 * @param {{ dir: string; outDir: string; entry: string }} options
 * @returns {import('webpack').Configuration}
 */
export function createWorkerConfig({ dir, outDir, entry }) {
  return {
    mode: 'production',
    context: dir,
    entry: { sw: entry },
    target: 'webworker',
    devtool: false,
    output: { path: outDir, filename: '[name].js', clean: false, uniqueName: 'onda_sw' },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [{ test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader }] },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // Workbox's own logging is for development builds.
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
  };
}
