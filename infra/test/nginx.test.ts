/**
 * docs/deploy/nginx.conf in front of two instances, as operators run it: Debian's nginx started
 * with that file (ports and folders replaced), two servers sharing one database. Requests reach
 * both, pages the instances mark public are kept by nginx too, live streams pass unbuffered,
 * the push device's device_token header passes, /metrics stays inside, and an instance that goes away costs no request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPlugin } from '../src/api/plugin';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/open';
import { PageCache } from '../src/edge/page-cache';
import { createAppLocator } from '../src/registry/apps';
import { createRegistryStore } from '../src/registry/store';
import { makeAppsDir, writeBuild } from '../src/registry/test-builds';
import { mintPsid } from '../src/api/guest-id';
import { NOW, openTestDatabase, SETUP_TIMEOUT, TEST_KEYS } from './helper';
import { describeUnless, IN_DATABASE_URL_RUN } from './skip';

// A busy machine renders slowly: each test waits on conditions, never on a clock.
jest.setTimeout(60_000);

const NGINX = '/usr/sbin/nginx';
const hasNginx = spawnSync(NGINX, ['-v']).status === 0;
if (!hasNginx && process.env.CI) throw new Error('nginx is missing: .ci/run installs it');
// Developers without Debian's nginx skip this file; CI always runs it (see above), once: the proxy
// is the same on either database, so the run against DATABASE_URL leaves it out.
const describeWithNginx = describeUnless(
  IN_DATABASE_URL_RUN ?? (hasNginx ? undefined : "needs Debian's nginx (.ci/run installs it)"),
);
const CONFIG = path.resolve(__dirname, '../../docs/deploy/nginx.conf');

interface Instance {
  readonly app: FastifyInstance;
  port: number;
  served: number;
  /** The device_token header of the last request this instance served. */
  deviceToken?: string;
}

function get(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.setTimeout(20_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    },
  );
}

describeWithNginx('nginx in front of two instances (docs/deploy/nginx.conf)', () => {
  let database: Database;
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  let port = 0;
  let dir = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    const appsDir = makeAppsDir();
    writeBuild(appsDir, 'shell', '0.1.0-shell');
    const locator = createAppLocator(appsDir);
    const registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
    registry.ensureActive();
    for (const _ of [1, 2]) {
      const app = await buildApp({
        keys: TEST_KEYS,
        registry,
        locator,
        pageCache: new PageCache({
          maxBytes: 4 * 1024 * 1024,
          maxFreshMs: 60_000,
          staleMs: 60_000,
          keepMs: 60_000,
        }),
        registerApi: async (server) => {
          await server.register(apiPlugin, {
            database,
            now: () => NOW,
            tickMs: 600_000,
            docs: false,
            keys: TEST_KEYS,
          });
        },
      });
      const instance: Instance = { app, port: 0, served: 0 };
      app.addHook('onRequest', async (request) => {
        instance.served += 1;
        instance.deviceToken = request.headers['device_token'] as string | undefined;
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instance.port = (app.server.address() as AddressInfo).port;
      instances.push(instance);
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onda-nginx-'));
    // nginx's workers run as an unprivileged user: they must write the cache and temp folders.
    fs.chmodSync(dir, 0o777);
    port = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const [a, b] = instances;
    const config = fs
      .readFileSync(CONFIG, 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('127.0.0.1:8080', `127.0.0.1:${a?.port}`)
      .replace('127.0.0.1:8081', `127.0.0.1:${b?.port}`)
      .replace('/run/onda-nginx.pid', path.join(dir, 'nginx.pid'))
      .replace('/var/log/nginx/onda-error.log', path.join(dir, 'error.log'))
      .replace('/var/log/nginx/onda-access.log', path.join(dir, 'access.log'))
      .replace('/var/cache/nginx/onda', path.join(dir, 'cache'))
      .replace(
        'http {',
        `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
      );
    fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100; attempt++) {
      const up = await get(port, '/livez').then(
        (res) => res.status === 200,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('nginx did not answer');
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.app.close()));
    await database.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('spreads requests over both instances', async () => {
    const before = instances.map((instance) => instance.served);
    for (let i = 0; i < 8; i++) expect((await get(port, '/api/v3/site/config')).status).toBe(200);
    instances.forEach((instance, i) => expect(instance.served).toBeGreaterThan(before[i] ?? 0));
  });

  it('keeps a page the instances mark public, and never one that sets a cookie', async () => {
    const reader = { cookie: `onda_psid=${mintPsid(TEST_KEYS)}`, 'accept-encoding': 'gzip' };
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await get(port, '/sports', reader);
      expect(res.status).toBe(200);
      statuses.push(String(res.headers['x-cache-status']));
    }
    expect(statuses).toContain('HIT');
    const newcomer = await get(port, '/sports');
    expect(newcomer.headers['set-cookie']).toBeDefined();
    expect(newcomer.headers['x-cache-status']).not.toBe('HIT');
  });

  it('passes live streams through unbuffered, and keeps /metrics inside', async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/v3/sporting_events/stream', agent: false },
        (res) => {
          res.setEncoding('utf8');
          res.once('data', (chunk: string) => {
            resolve(chunk);
            req.destroy();
          });
        },
      );
      req.on('error', reject);
    });
    expect(first).toContain('retry: 5000');
    expect((await get(port, '/metrics')).status).toBe(404);
  });

  it('passes the device_token header the push alerts rely on', async () => {
    for (const instance of instances) instance.deviceToken = undefined;
    expect((await get(port, '/api/v3/whoami', { device_token: 'a-device-of-this-reader' })).status).toBe(200);
    expect(instances.map((instance) => instance.deviceToken)).toContain('a-device-of-this-reader');
  });

  it('loses no request when an instance goes away', async () => {
    await instances[0]?.app.close();
    for (let i = 0; i < 6; i++) expect((await get(port, '/api/v3/site/config')).status).toBe(200);
  });
});
