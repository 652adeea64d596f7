import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createAppLocator } from '../registry/apps';
import { inCanary } from '../registry/document';
import { createRegistryStore } from '../registry/store';
import { makeAppsDir, writeBuild } from '../registry/test-builds';

describe('pages of a reader in a canary', () => {
  let app: FastifyInstance;
  const inside = Array.from({ length: 10_000 }, (_, b) => b).find((b) => inCanary('mf-sports', b, 50)) ?? 0;
  const outside = Array.from({ length: 10_000 }, (_, b) => b).find((b) => !inCanary('mf-sports', b, 50)) ?? 0;

  beforeAll(async () => {
    const appsDir = makeAppsDir();
    writeBuild(appsDir, 'shell', '0.1.0-shell');
    writeBuild(appsDir, 'mf-sports', '0.1.0-stable');
    writeBuild(appsDir, 'mf-sports', '0.1.0-canary');
    const file = path.join(appsDir, 'registry.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        apps: {
          shell: { active: '0.1.0-shell', history: [] },
          'mf-sports': {
            active: '0.1.0-stable',
            canary: { version: '0.1.0-canary', percent: 50, since: '2026-01-01T00:00:00.000Z' },
            history: [],
          },
        },
      }),
    );
    const locator = createAppLocator(appsDir);
    app = await buildApp({ registry: createRegistryStore(file, locator), locator });
  });
  afterAll(() => app.close());

  it('draws a first visitor a bucket, once, in an HttpOnly cookie of its own', async () => {
    const first = await app.inject('/sports/scores');
    const cookies = [first.headers['set-cookie']].flat().filter((c): c is string => Boolean(c));
    const bucket = cookies.find((c) => c.startsWith('onda_bucket='));
    expect(bucket).toMatch(/^onda_bucket=\d{1,4}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/);
    const again = await app.inject({
      url: '/sports/scores',
      headers: { cookie: bucket?.split(';')[0] ?? '' },
    });
    expect([again.headers['set-cookie']].flat().some((c) => c?.startsWith('onda_bucket='))).toBe(false);
  });

  it('renders the page, its preloads and its registry with the versions of the reader’s bucket', async () => {
    const canary = await app.inject({ url: '/sports/scores', headers: { cookie: `onda_bucket=${inside}` } });
    expect(canary.body).toContain('"mf-sports":{"version":"0.1.0-canary"');
    expect(canary.body).toContain('data-preload="/remotes/mf-sports/0.1.0-canary/remoteEntry.js"');
    const stable = await app.inject({ url: '/sports/scores', headers: { cookie: `onda_bucket=${outside}` } });
    expect(stable.body).toContain('"mf-sports":{"version":"0.1.0-stable"');
    const doc = await app.inject({ url: '/registry.json', headers: { cookie: `onda_bucket=${inside}` } });
    expect(doc.json().remotes['mf-sports'].version).toBe('0.1.0-canary');
    expect((await app.inject('/registry.json')).json().remotes['mf-sports'].version).toBe('0.1.0-stable');
  });

  it('treats a forged bucket as none and draws a new one', async () => {
    const res = await app.inject({ url: '/sports/scores', headers: { cookie: 'onda_bucket=99999' } });
    expect([res.headers['set-cookie']].flat().some((c) => c?.startsWith('onda_bucket='))).toBe(true);
  });
});
