import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { PageCache } from './page-cache';
import { createAppLocator } from '../registry/apps';
import { inCanary } from '../registry/document';
import { createRegistryStore } from '../registry/store';
import { makeAppsDir, writeBuild } from '../registry/test-builds';

describe('pages of a reader in a canary', () => {
  let app: FastifyInstance;
  let file: string;
  const inside = Array.from({ length: 10_000 }, (_, b) => b).find((b) => inCanary('mf-sports', b, 50)) ?? 0;
  const outside = Array.from({ length: 10_000 }, (_, b) => b).find((b) => !inCanary('mf-sports', b, 50)) ?? 0;

  beforeAll(async () => {
    const appsDir = makeAppsDir();
    writeBuild(appsDir, 'shell', '0.1.0-shell');
    writeBuild(appsDir, 'mf-sports', '0.1.0-stable');
    writeBuild(appsDir, 'mf-sports', '0.1.0-canary');
    file = path.join(appsDir, 'registry.json');
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
    const pageCache = new PageCache({
      maxBytes: 4 * 1024 * 1024,
      maxFreshMs: 60_000,
      staleMs: 60_000,
      keepMs: 600_000,
    });
    app = await buildApp({ registry: createRegistryStore(file, locator), locator, pageCache });
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

  it('keeps one page per set of versions served, for no shared cache while the canary runs', async () => {
    const get = (bucket: number) =>
      app.inject({ url: '/sports', headers: { cookie: `onda_bucket=${bucket}` } });
    await get(inside);
    await get(outside);
    const [canary, stable] = [await get(inside), await get(outside)];
    expect(canary.headers['x-page-cache']).toBe('hit');
    expect(canary.body).toContain('"mf-sports":{"version":"0.1.0-canary"');
    expect(stable.headers['x-page-cache']).toBe('hit');
    expect(stable.body).toContain('"mf-sports":{"version":"0.1.0-stable"');
    // A proxy's key has no bucket (docs/deploy/nginx.conf): it must keep neither.
    expect(canary.headers['cache-control']).toBe('private, no-cache');
    expect(stable.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives new pages once the canary is promoted, fit for shared caches again', async () => {
    fs.writeFileSync(
      file,
      JSON.stringify({
        apps: {
          shell: { active: '0.1.0-shell', history: [] },
          'mf-sports': {
            active: '0.1.0-canary',
            history: [{ version: '0.1.0-canary', at: '2026-01-02T00:00:00.000Z', action: 'promote' }],
          },
        },
      }),
    );
    const first = await app.inject({ url: '/sports', headers: { cookie: `onda_bucket=${outside}` } });
    expect(first.body).toContain('"mf-sports":{"version":"0.1.0-canary"');
    expect(first.headers['set-cookie']).toBeUndefined();
    const newcomer = await app.inject('/sports');
    expect(newcomer.headers['x-page-cache']).toBe('hit');
    expect(newcomer.headers['set-cookie']).toBeUndefined();
    expect(newcomer.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });
});
