import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createAppLocator } from '../registry/apps';
import { createRegistryStore, type RegistryStore } from '../registry/store';
import { makeAppsDir, writeBuild } from '../registry/test-builds';

/** A shell build with the files the build's pwa step writes (infra/build/pwa-files.mjs). */
function writeShellWithWorker(appsDir: string, version: string): void {
  const dir = writeBuild(appsDir, 'shell', version);
  fs.writeFileSync(
    path.join(dir, 'sw.js'),
    'self.__WB_MANIFEST_DONE=[{"url":"__SHELL_BASE__main.js","revision":null}];',
  );
  fs.mkdirSync(path.join(dir, 'assets/icons'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'assets/icons/favicon.ico'), Buffer.from([0, 0, 1, 0]));
}

describe('the installable app (manifest, worker, favicon)', () => {
  let app: FastifyInstance;
  let registry: RegistryStore;

  beforeAll(async () => {
    const appsDir = makeAppsDir();
    writeShellWithWorker(appsDir, '0.1.0-one');
    writeShellWithWorker(appsDir, '0.1.0-two');
    const locator = createAppLocator(appsDir);
    registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
    registry.ensureActive();
    registry.activate('shell', '0.1.0-one');
    app = await buildApp({ registry, locator });
  });
  afterAll(() => app.close());

  it('serves the active shell version worker at /sw.js, never from a stale copy', async () => {
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('"/shell/0.1.0-one/main.js"');
    expect(res.body).not.toContain('__SHELL_BASE__');
  });

  it('a newly activated shell changes the worker (browsers see an update)', async () => {
    registry.activate('shell', '0.1.0-two');
    try {
      expect((await app.inject('/sw.js')).body).toContain('"/shell/0.1.0-two/main.js"');
    } finally {
      registry.activate('shell', '0.1.0-one');
    }
  });

  it('serves the manifest in the reader language, from the site configuration', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest', headers: { cookie: 'onda_locale=en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.json()).toMatchObject({ lang: 'en', display: 'standalone', short_name: 'Onda' });
  });

  it('serves /favicon.ico from the active shell', async () => {
    const res = await app.inject('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
  });

  it('links the manifest from every page', async () => {
    const page = await app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(fs.readFileSync(path.resolve(__dirname, '../../../shell/src/index.html'), 'utf8')).toContain(
      '<link rel="manifest" href="/manifest.webmanifest" />',
    );
  });
});
