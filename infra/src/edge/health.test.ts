import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createAppLocator } from '../registry/apps';
import { createRegistryStore } from '../registry/store';
import { makeAppsDir, writeBuild } from '../registry/test-builds';

async function site(setup: (appsDir: string, file: string) => void = () => undefined) {
  const appsDir = makeAppsDir();
  writeBuild(appsDir, 'shell', '0.1.0-shell');
  writeBuild(appsDir, 'mf-news', '0.1.0-news');
  writeBuild(appsDir, 'mf-tv', '0.1.0-tv');
  const file = path.join(appsDir, 'registry.json');
  const locator = createAppLocator(appsDir);
  const registry = createRegistryStore(file, locator);
  setup(appsDir, file);
  registry.ensureActive();
  const logs: string[] = [];
  const app = await buildApp({
    registry,
    locator,
    logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
  });
  return { app, appsDir, file, logs };
}

describe('/healthz', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  const open = async (setup?: Parameters<typeof site>[0]) => {
    const built = await site(setup);
    apps.push(built.app);
    return built;
  };

  it('answers 200 ok with each active remote and its manifest', async () => {
    const { app } = await open();
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dependencies: { database: 'none', redis: 'off' },
      status: 'ok',
      shell: '0.1.0-shell',
      remotes: {
        'mf-news': { version: '0.1.0-news', manifest: 'present' },
        'mf-tv': { version: '0.1.0-tv', manifest: 'present' },
      },
      problems: [],
    });
  });

  it('answers 503 degraded when an active remote has lost its files', async () => {
    const { app, appsDir } = await open();
    fs.rmSync(path.join(appsDir, 'mf-tv', '0.1.0-tv'), { recursive: true });
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      remotes: { 'mf-tv': { version: '0.1.0-tv', manifest: 'missing' } },
      problems: [{ code: 'REMOTE_MISSING', message: 'mf-tv 0.1.0-tv has no mf-manifest.json' }],
    });
    expect(res.body).not.toContain(appsDir);
  });
});

describe('an unreadable registry file', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('keeps pages on the last good registry, and says so in /healthz and the log without paths', async () => {
    const built = await site();
    apps.push(built.app);
    const { app, appsDir, file, logs } = built;
    expect((await app.inject('/')).statusCode).toBe(200);

    fs.writeFileSync(file, '{ "apps": ');
    const page = await app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"mf-news":{"version":"0.1.0-news"');

    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      shell: '0.1.0-shell',
      problems: [{ code: 'BAD_REGISTRY_FILE' }],
    });
    expect(health.json().problems[0].message).toMatch(/not valid JSON; serving the last good registry/);
    for (const body of [page.body, health.body]) {
      expect(body).not.toContain(appsDir);
      expect(body).not.toContain('registry.json');
    }
    expect(logs.join('\n')).toContain('"event":"registry_unreadable"');
    expect(logs.filter((line) => line.includes('registry_unreadable'))).toHaveLength(1);
  });

  it('serves the newest builds when no good registry was ever read', async () => {
    const built = await site((_dir, file) => fs.writeFileSync(file, 'not json'));
    apps.push(built.app);
    const res = await built.app.inject('/sports/scores');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/shell/0.1.0-shell/main.js');
    expect(res.body).not.toContain(built.appsDir);
    const health = await built.app.inject('/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json().problems[0].message).toMatch(/serving the newest builds/);
  });
});
