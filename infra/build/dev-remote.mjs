// @ts-check
/**
 * Works on one remote alone: builds it with the shared factory in watch mode (development) into
 * <remote>/dist/.dev/ (the leading dot keeps it out of the release versions), builds the dev
 * harness host page once into <remote>/dist/.dev-harness/, and serves both with a proxy of /api/*
 * to the running product.
 *
 * Usage: node infra/build/dev-remote.mjs <remote dir>     (npm run dev -w mf-news)
 * Env:   DEV_PORT   port to serve on (default 3001)
 *        API_ORIGIN where /api/* goes (default http://localhost:8080, the running product)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import webpack from 'webpack';
import { createConfig } from './federation.mjs';

const HARNESS_DIR = path.join(import.meta.dirname, 'harness');
const REMOTE_BASE = '/__remote/';
const HARNESS_BASE = '/__harness/';

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
});

/** @param {string} dir */
function readApp(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const federation = JSON.parse(fs.readFileSync(path.join(dir, 'federation.json'), 'utf8'));
  if (federation.kind !== 'remote') throw new Error(`${pkg.name} is not a remote (federation.json kind)`);
  return {
    name: String(pkg.name),
    exposes: /** @type {Record<string, string>} */ (federation.exposes ?? {}),
  };
}

/** @param {import('webpack').Stats | undefined} stats */
function errorsOf(stats) {
  return stats?.hasErrors() ? stats.toString({ all: false, errors: true, colors: false }) : '';
}

/** @param {import('webpack').Configuration} config @returns {Promise<import('webpack').Stats>} */
function buildOnce(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack returned no stats'));
      const errors = errorsOf(stats);
      if (errors) return reject(new Error(errors));
      resolve(stats);
    });
  });
}

/**
 * The harness page: its template with the entry scripts (as build-app.mjs writes the shell's page)
 * and the data naming the remote to mount.
 * @param {import('webpack').Stats} stats @param {{ remote: string; entry: string }} data
 */
function harnessPage(stats, data) {
  const scripts = (stats.toJson({ all: false, entrypoints: true }).entrypoints?.main?.assets ?? [])
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `<script defer src="${HARNESS_BASE}${name}"></script>`)
    .join('\n    ');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const template = fs.readFileSync(path.join(HARNESS_DIR, 'src/index.html'), 'utf8');
  return template.replace(
    '<!--harness:scripts-->',
    `<script type="application/json" id="harness-data">${json}</script>\n    ${scripts}`,
  );
}

/**
 * Starts webpack in watch mode; resolves after the first build (even a failing one, which is
 * reported and fixed by saving again).
 * @param {import('webpack').Configuration} config @param {string} name
 * @returns {Promise<import('webpack').Watching>}
 */
function watch(config, name) {
  return new Promise((resolve) => {
    let first = true;
    const watching = webpack(config).watch({ aggregateTimeout: 200 }, (err, stats) => {
      const errors = err ? String(err) : errorsOf(stats);
      if (errors) console.error(`${name}: build failed\n${errors}`);
      else console.info(`${name}: built in ${stats ? stats.endTime - stats.startTime : 0} ms`);
      if (first) {
        first = false;
        resolve(watching);
      }
    });
  });
}

/**
 * The file under `root` that `urlPath` names, or undefined (never outside root).
 * @param {string} root @param {string} urlPath
 */
function fileIn(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

/** @param {http.ServerResponse} res @param {number} status @param {string} code @param {string} message */
function sendError(res, status, code, message) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: { code, message } }));
}

/** @param {http.ServerResponse} res @param {string} file */
function sendFile(res, file) {
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    // Dev builds change on every save.
    'cache-control': 'no-store',
  });
  fs.createReadStream(file).pipe(res);
}

/**
 * Forwards /api/* to the product's API as is (method, headers, body).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} origin
 */
function proxyApi(req, res, origin) {
  const upstream = http.request(
    {
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: origin.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent)
      sendError(res, 502, 'API_UNREACHABLE', `No API at ${origin.origin}: ${error.message}`);
    else res.destroy();
  });
  req.pipe(upstream);
}

async function main() {
  const appDir = path.resolve(process.argv[2] ?? '.');
  const app = readApp(appDir);
  const port = Number(process.env.DEV_PORT ?? 3001);
  const apiOrigin = new URL(process.env.API_ORIGIN ?? 'http://localhost:8080');
  const devDir = path.join(appDir, 'dist', '.dev');
  const harnessOut = path.join(appDir, 'dist', '.dev-harness');

  console.info(`${app.name}: building the dev harness and the remote (development, watch)…`);
  const harnessStats = await buildOnce(
    createConfig({
      kind: 'host',
      dir: HARNESS_DIR,
      name: 'dev-harness',
      outDir: harnessOut,
      mode: 'development',
    }),
  );
  const watching = await watch(
    createConfig({
      kind: 'remote',
      dir: appDir,
      name: app.name,
      outDir: devDir,
      exposes: app.exposes,
      mode: 'development',
    }),
    app.name,
  );
  const page = harnessPage(harnessStats, { remote: app.name, entry: `${REMOTE_BASE}remoteEntry.js` });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return proxyApi(req, res, apiOrigin);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'GET only');
    for (const [base, root] of [
      [REMOTE_BASE, devDir],
      [HARNESS_BASE, harnessOut],
    ]) {
      if (!url.pathname.startsWith(base)) continue;
      const file = fileIn(root, url.pathname.slice(base.length));
      return file ? sendFile(res, file) : sendError(res, 404, 'NOT_FOUND', `${url.pathname} is not built`);
    }
    // Every other path is a page: the remote's own router decides what it shows.
    if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
      return sendError(res, 404, 'NOT_FOUND', `${url.pathname} is not served by the dev harness`);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : page);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(undefined));
  });
  console.info(`${app.name}: dev harness ready at http://localhost:${port}/ (API: ${apiOrigin.origin})`);

  const stop = () => {
    server.close();
    watching.close(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
