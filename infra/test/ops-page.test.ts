/**
 * The ops page: off (404) without OPS_TOKEN, behind the operator credential with it, its
 * promote / rollback forms calling the registry service and refusing a POST without the page's
 * CSRF token or from another site.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/open';
import { createAppLocator } from '../src/registry/apps';
import { csrfTokenOf } from '../src/registry/ops/auth';
import { opsRoutes } from '../src/registry/ops/routes';
import { readHealth } from '../src/registry/queries';
import { createRegistryService, type RegistryService } from '../src/registry/service';
import { createRegistryStore } from '../src/registry/store';
import { makeAppsDir, writeBuild, writeReleasedBuild } from '../src/registry/test-builds';
import { createFolderStore } from '../src/registry/version-store';
import { SETUP_TIMEOUT } from './helper';
import { createWorkerPGlite } from './pglite-worker-client';

const TOKEN = 'an-operator-credential-of-32-chars';
const auth = { authorization: `Basic ${Buffer.from(`ops:${TOKEN}`).toString('base64')}` };
const form = (body: Record<string, string>, site = 'same-origin') => ({
  headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
  payload: new URLSearchParams(body).toString(),
});

let database: Database;
let service: RegistryService;
let app: FastifyInstance;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url
    ? await openDatabase({ url, seed: false })
    : await openDatabase({ dataDir: 'memory://', seed: false, createPGlite: createWorkerPGlite });
  // The ops page's own app: on PostgreSQL the registry tables may hold another file's rows.
  await sql`delete from registry_apps where app = 'mf-sports'`.execute(database.db);
  const builds = makeAppsDir();
  for (const v of ['0.1.0-ops1', '0.1.0-ops2']) writeReleasedBuild(builds, 'mf-sports', v);
  const locator = createAppLocator(builds);
  service = createRegistryService({
    db: database.db,
    kind: database.kind,
    store: createFolderStore(locator, 'test'),
    builds: locator,
    retentionDays: 14,
  });
  await service.publish('mf-sports', { actor: 'test' }, '0.1.0-ops1');
  await service.publish('mf-sports', { actor: 'test' }, '0.1.0-ops2');
  await service.activate('mf-sports', '0.1.0-ops1', { actor: 'test' });
  await service.canary('mf-sports', '0.1.0-ops2', 10, { actor: 'test' });
  app = Fastify();
  await app.register(opsRoutes, {
    token: TOKEN,
    service,
    registry: createRegistryStore(`${builds}/registry.json`, locator),
    health: (name, since) => readHealth(database.db, name, since),
  });
  await app.ready();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('ops page', () => {
  it('is not there at all without an operator credential', async () => {
    const appsDir = makeAppsDir();
    writeBuild(appsDir, 'shell', '0.1.0-shell');
    const locator = createAppLocator(appsDir);
    const registry = createRegistryStore(`${appsDir}/r.json`, locator);
    await registry.ensureActive();
    const site = await buildApp({ registry, locator });
    const response = await site.inject({ url: '/ops', headers: auth });
    expect(response.statusCode).toBe(404);
    await site.close();
  });

  it('asks for the credential, and refuses a wrong one', async () => {
    const none = await app.inject('/ops');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Basic realm="Onda ops", charset="UTF-8"');
    const wrong = Buffer.from('ops:not-the-token-at-all-0000000000').toString('base64');
    expect((await app.inject({ url: '/ops', headers: { authorization: `Basic ${wrong}` } })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ url: '/ops/health.json?app=mf-sports' })).statusCode).toBe(401);
  });

  it("shows each app's stable and canary, the chart's script and the history, never stored", async () => {
    const response = await app.inject({ url: '/ops', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Canary <code>0.1.0-ops2</code> at 10 %');
    expect(response.body).toContain('<script defer src="/ops/assets/uPlot.iife.min.js"></script>');
    expect(response.body).toContain(`name="csrf" value="${csrfTokenOf(TOKEN)}"`);
    const uplot = await app.inject({ url: '/ops/assets/uPlot.iife.min.js', headers: auth });
    expect(uplot.statusCode).toBe(200);
    expect(uplot.body).toContain('uPlot');
  });

  it('refuses a promote without the CSRF token or from another site', async () => {
    const without = await app.inject({ method: 'POST', url: '/ops/apps/mf-sports/promote', ...form({}) });
    expect(without.statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/ops/apps/mf-sports/promote',
      ...form({ csrf: csrfTokenOf(TOKEN) }, 'cross-site'),
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await service.state())['mf-sports']?.canary?.version).toBe('0.1.0-ops2');
  });

  it('promotes the canary and rolls back with the same code as the CLI, recorded as the ops page', async () => {
    const { payload, headers } = form({ csrf: csrfTokenOf(TOKEN) });
    const promoted = await app.inject({
      method: 'POST',
      url: '/ops/apps/mf-sports/promote',
      headers,
      payload,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.body).toContain('mf-sports 0.1.0-ops2 promoted: every reader gets it.');
    const rolledBack = await app.inject({
      method: 'POST',
      url: '/ops/apps/mf-sports/rollback',
      headers,
      payload,
    });
    expect(rolledBack.body).toContain('mf-sports rolled back to 0.1.0-ops1.');
    const refused = await app.inject({
      method: 'POST',
      url: '/ops/apps/mf-sports/promote',
      headers,
      payload,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('NO_CANARY: mf-sports has no canary to promote');
    const history = await service.history({ app: 'mf-sports' });
    expect(history.slice(-2).map((h) => [h.action, h.actor])).toEqual([
      ['promote', 'ops-page'],
      ['rollback', 'ops-page'],
    ]);
  });
});
