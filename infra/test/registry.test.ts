/**
 * The registry shared by every server, end to end below the browser: two server instances on one
 * database (PostgreSQL in CI: they hear changes through LISTEN/NOTIFY, the poll set far off; on
 * the embedded database, through the poll), versions in a real S3-compatible server (s3rver)
 * that neither instance built, canaries, the contract gate, the health check's rollback and gc.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { createAppLocator, type AppName } from '../src/registry/apps';
import { currentContract } from '../build/release-manifest.mjs';
import { checkCanaries } from '../src/registry/health';
import { createRegistryService } from '../src/registry/service';
import { createVersionStore, openServerRegistry, type ServerRegistry } from '../src/registry/setup';
import { runRegistryCommand } from '../src/registry/cli';
import { activateCurrentBuilds } from '../src/ensure-builds';
import { readHealth } from '../src/registry/queries';
import { makeAppsDir, writeReleasedBuild } from '../src/registry/test-builds';
import { REPO_ROOT } from '../src/registry/apps';
import { SETUP_TIMEOUT } from './helper';
import { createWorkerPGlite } from './pglite-worker-client';
import { openDatabase, type Database } from '../src/db/open';

const onPostgres = Boolean(process.env.DATABASE_URL);
const who = { actor: 'test' };
const contract = currentContract(REPO_ROOT) as {
  version: string;
  events: Record<string, string>;
  schemas: Record<string, string>;
};

let s3: S3rver;
let s3Dir: string;
let database: Database;
let builds: string;
let endpoint: string;
const servers: { registry: ServerRegistry; app: FastifyInstance }[] = [];

function configFor(appsDir: string): Pick<Config, 'appsDir' | 'registry' | 'databaseUrl' | 'redisUrl'> {
  return {
    appsDir,
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: undefined,
    registry: {
      store: `s3://onda-versions/${process.pid}`,
      s3: { endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      retentionDays: 14,
      healthSample: 1,
      minSamples: 10,
      maxErrorDelta: 0.05,
    },
  };
}

/** A server instance with its own, empty apps folder: everything it serves comes from the store. */
async function startServer() {
  const appsDir = makeAppsDir();
  const registry = await openServerRegistry(configFor(appsDir), database, {
    onError: () => undefined,
    onRollback: () => undefined,
    // On PostgreSQL, changes must arrive by NOTIFY: the poll is out of the test's reach.
    pollMs: onPostgres ? 600_000 : 200,
    healthPeriodMs: 600_000,
    builds: createAppLocator(builds),
  });
  const app = await buildApp({ registry: registry.registry, locator: registry.locator });
  await app.ready();
  const server = { registry, app, appsDir };
  servers.push(server);
  return server;
}

/** Waits until `check` holds, up to 5 s (the bound for every server to follow a change). */
async function within5s(check: () => Promise<boolean> | boolean): Promise<void> {
  const until = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const served = async (app: FastifyInstance, name: AppName, version: string) =>
  (await app.inject(`/remotes/${name}/${version}/remoteEntry.js`)).statusCode === 200 &&
  ((await app.inject('/registry.json')).json() as { remotes: Record<string, { version: string }> }).remotes[
    name
  ]?.version === version;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onda-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: 'onda-versions', configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  // Migrated, not seeded: the registry needs none of the site's data.
  const url = process.env.DATABASE_URL;
  database = url
    ? await openDatabase({ url, seed: false })
    : await openDatabase({ dataDir: 'memory://', seed: false, createPGlite: createWorkerPGlite });
  for (const table of ['registry_health', 'registry_history', 'registry_apps', 'registry_versions']) {
    await sql`delete from ${sql.table(table)}`.execute(database.db);
  }
  builds = makeAppsDir();
  writeReleasedBuild(builds, 'shell', '0.1.0-shell1');
  writeReleasedBuild(builds, 'mf-tv', '0.1.0-tv1');
  writeReleasedBuild(builds, 'mf-tv', '0.1.0-tv2');
  writeReleasedBuild(builds, 'mf-tv', '0.1.0-tv3');
}, SETUP_TIMEOUT);

afterAll(async () => {
  for (const server of servers) {
    await server.app.close();
    await server.registry.close();
  }
  await database?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  // Several servers, their change feeds and the S3 server close in turn: slow on a busy machine.
}, SETUP_TIMEOUT);

describe('one registry for every server', () => {
  it('serves on both servers, within 5 s, a version activated through one, and a rollback', async () => {
    const a = await startServer();
    const b = await startServer();
    for (const [app, version] of [
      ['shell', '0.1.0-shell1'],
      ['mf-tv', '0.1.0-tv1'],
      ['mf-tv', '0.1.0-tv2'],
    ] as const) {
      await a.registry.service.publish(app, who, version);
    }
    await a.registry.service.activate('shell', '0.1.0-shell1', who);
    await a.registry.service.activate('mf-tv', '0.1.0-tv1', who);
    await within5s(
      async () => (await served(a.app, 'mf-tv', '0.1.0-tv1')) && served(b.app, 'mf-tv', '0.1.0-tv1'),
    );

    await a.registry.service.activate('mf-tv', '0.1.0-tv2', who);
    await within5s(
      async () => (await served(a.app, 'mf-tv', '0.1.0-tv2')) && served(b.app, 'mf-tv', '0.1.0-tv2'),
    );
    // Neither built it: both copied it out of the bucket, checked against its release.json.
    expect(fs.existsSync(path.join(b.appsDir, 'mf-tv', '0.1.0-tv2', 'release.json'))).toBe(true);

    expect(await b.registry.service.rollback('mf-tv', who)).toEqual({ to: '0.1.0-tv1' });
    await within5s(
      async () => (await served(a.app, 'mf-tv', '0.1.0-tv1')) && served(b.app, 'mf-tv', '0.1.0-tv1'),
    );
    const history = await a.registry.service.history({ app: 'mf-tv' });
    expect(history.map((h) => [h.action, h.from ?? null, h.to, h.actor])).toEqual([
      ['publish', null, '0.1.0-tv1', 'test'],
      ['publish', null, '0.1.0-tv2', 'test'],
      ['initial', null, '0.1.0-tv1', 'test'],
      ['activate', '0.1.0-tv1', '0.1.0-tv2', 'test'],
      ['rollback', '0.1.0-tv2', '0.1.0-tv1', 'test'],
    ]);
  });

  it('a server started after a publish serves the published version without building it', async () => {
    const late = await startServer();
    expect(await served(late.app, 'mf-tv', '0.1.0-tv1')).toBe(true);
    expect((await late.app.inject('/shell/0.1.0-shell1/main.js')).statusCode).toBe(200);
  });

  it('serves a canary to its share of buckets on every server, sticky per bucket', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    await a.registry.service.canary('mf-tv', '0.1.0-tv2', 30, who);
    await within5s(() => b.registry.registry.state()['mf-tv']?.canary?.version === '0.1.0-tv2');
    const versions = Array.from({ length: 1000 }, (_, i) => b.registry.registry.active('mf-tv', i * 10));
    const share = versions.filter((v) => v === '0.1.0-tv2').length / versions.length;
    expect(share).toBeCloseTo(0.3, 2);
    expect(versions.every((v, i) => a.registry.registry.active('mf-tv', i * 10) === v)).toBe(true);
    expect((await b.app.inject('/registry.json')).json()).toMatchObject({
      remotes: { 'mf-tv': { version: '0.1.0-tv1' } },
    });
  });

  it("rolls a canary back by itself when its error rate passes the stable's, saying why", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    for (let i = 0; i < 12; i++) a.registry.health.count('mf-tv', '0.1.0-tv2', i < 6 ? 'crash' : 'ok');
    for (let i = 0; i < 12; i++) b.registry.health.count('mf-tv', '0.1.0-tv1', 'ok');
    await a.registry.health.flush();
    await b.registry.health.flush();
    const rolledBack = await checkCanaries(database.db, b.registry.service, {
      minSamples: 10,
      maxErrorDelta: 0.05,
    });
    expect(rolledBack).toEqual([
      {
        app: 'mf-tv',
        version: '0.1.0-tv2',
        reason:
          "error rate 50.0 % over 12 samples against the stable's 0.0 % over 12 (allowed: 5 points more)",
      },
    ]);
    await within5s(() => servers.every((s) => s.registry.registry.state()['mf-tv']?.canary === undefined));
    const last = (await a.registry.service.history({ app: 'mf-tv' })).at(-1);
    expect(last).toMatchObject({
      action: 'auto-rollback',
      from: '0.1.0-tv2',
      to: '0.1.0-tv1',
      actor: 'health-check',
    });
  });

  it('refuses a remote built against a contract the shell does not share, naming what differs', async () => {
    const [a] = servers as [(typeof servers)[0]];
    const changed = { ...contract, events: { ...contract.events, 'article.read@1': '0000000000000000' } };
    writeReleasedBuild(builds, 'mf-tv', '0.1.0-tvbad', changed);
    await expect(a.registry.service.publish('mf-tv', who, '0.1.0-tvbad')).rejects.toMatchObject({
      code: 'INCOMPATIBLE_CONTRACT',
      message: "mf-tv 0.1.0-tvbad with shell 0.1.0-shell1: event article.read@1 differs from the shell's",
    });
    const major = { ...contract, version: '1.0.0' };
    writeReleasedBuild(builds, 'mf-tv', '0.1.0-tvmajor', major);
    await expect(a.registry.service.publish('mf-tv', who, '0.1.0-tvmajor')).rejects.toThrow(/major version/);
  });

  it('refuses to publish a folder whose files do not match its release.json', async () => {
    const [a] = servers as [(typeof servers)[0]];
    const dir = writeReleasedBuild(builds, 'mf-tv', '0.1.0-tvedited');
    fs.appendFileSync(path.join(dir, 'remoteEntry.js'), '\n// edited after the build');
    await expect(a.registry.service.publish('mf-tv', who, '0.1.0-tvedited')).rejects.toMatchObject({
      code: 'BAD_RELEASE',
      message: 'mf-tv 0.1.0-tvedited: remoteEntry.js does not match its hash',
    });
  });

  it('gc removes from the store what no reader gets and no recent history names, and says what it freed', async () => {
    const [a] = servers as [(typeof servers)[0]];
    await a.registry.service.publish('mf-tv', who, '0.1.0-tv3');
    const later = createRegistryService({
      db: database.db,
      kind: database.kind,
      store: await createVersionStore(configFor(makeAppsDir()), createAppLocator(makeAppsDir())),
      builds: createAppLocator(builds),
      retentionDays: 14,
      now: () => new Date(Date.now() + 30 * 24 * 3_600_000),
    });
    const result = await later.gc(who);
    // tv1 is the stable; everything else is older than 14 days for this clock.
    expect(result.removed.map((r) => `${r.app} ${r.version}`).sort()).toEqual([
      'mf-tv 0.1.0-tv2',
      'mf-tv 0.1.0-tv3',
    ]);
    expect(result.removed.every((r) => r.bytes > 0)).toBe(true);
    const store = await createVersionStore(configFor(makeAppsDir()), createAppLocator(makeAppsDir()));
    expect((await store.list('mf-tv')).sort()).toEqual(['0.1.0-tv1']);
    await expect(a.registry.service.activate('mf-tv', '0.1.0-tv3', who)).rejects.toMatchObject({
      code: 'UNKNOWN_VERSION',
    });
    // Published again under its old name, tv2 starts with a clean health record: the errors
    // counted for the build gc removed are not the new build's.
    const tv2Health = async () =>
      (await readHealth(database.db, 'mf-tv', new Date(0))).filter((row) => row.version === '0.1.0-tv2');
    expect(await tv2Health()).not.toHaveLength(0);
    await a.registry.service.publish('mf-tv', who, '0.1.0-tv2');
    expect(await tv2Health()).toHaveLength(0);
  });

  it('the registry command prints status and history, and round-trips the registry through a file', async () => {
    const [a] = servers as [(typeof servers)[0]];
    const lines: string[] = [];
    const run = (...argv: string[]) =>
      runRegistryCommand(argv, (line) => lines.push(line), {
        service: a.registry.service,
        actor: 'cli:test',
        health: (name, since) => readHealth(database.db, name, since),
        registryFile: path.join(builds, 'registry.json'),
      });
    expect(await run('status')).toBe(0);
    expect(lines.find((l) => l.startsWith('mf-tv '))).toMatch(
      /^mf-tv {8}stable 0\.1\.0-tv1 \(\d+ samples, 0\.0 % errors\)$/,
    );
    lines.length = 0;
    expect(await run('canary', 'mf-tv', '0.1.0-tv1', '10')).toBe(1);
    expect(lines).toEqual(['UNKNOWN_VERSION: mf-tv 0.1.0-tv1 is already the stable version']);
    expect(await run('export')).toBe(0);
    expect(await run('import')).toBe(0);
    expect(lines.at(-1)).toBe(`activated from ${path.join(builds, 'registry.json')}: shell, mf-tv`);
    expect(await run('activate', 'mf-nope', 'x')).toBe(2);
  });

  it('keeps serving its last good registry while the database cannot be read, and says so', async () => {
    // A database of its own, closed under the running server.
    const url = process.env.DATABASE_URL;
    const blinking = url
      ? await openDatabase({ url, seed: false, migrate: false })
      : await openDatabase({ dataDir: 'memory://', seed: false, createPGlite: createWorkerPGlite });
    const appsDir = makeAppsDir();
    const server = await openServerRegistry(configFor(appsDir), blinking, {
      onError: () => undefined,
      onRollback: () => undefined,
      pollMs: 100,
      healthPeriodMs: 600_000,
      readTimeoutMs: 1_000,
      builds: createAppLocator(builds),
    });
    try {
      await server.service.publish('mf-tv', who, '0.1.0-tv1');
      await server.service.activate('mf-tv', '0.1.0-tv1', who);
      expect(server.registry.active('mf-tv')).toBe('0.1.0-tv1');
      await blinking.close();
      await server.registry.refresh();
      expect(server.registry.problem()).toEqual({
        code: 'REGISTRY_UNREACHABLE',
        message: 'the registry database cannot be read',
        serving: 'last-good',
      });
      expect(server.registry.active('mf-tv')).toBe('0.1.0-tv1');
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('npm start on the current builds', () => {
  it('takes a shell with a new bus event live before the remotes built with it', async () => {
    const [a] = servers as [(typeof servers)[0]];
    const wider = { ...contract, events: { ...contract.events, 'story.new@1': '1111111111111111' } };
    writeReleasedBuild(builds, 'shell', '0.1.0-shellwide', wider);
    writeReleasedBuild(builds, 'mf-tv', '0.1.0-tvwide', wider);
    // What build-app.mjs writes: the version each app's current source built to.
    for (const [app, version] of [
      ['shell', '0.1.0-shellwide'],
      ['mf-tv', '0.1.0-tvwide'],
    ] as const) {
      fs.writeFileSync(path.join(builds, app, 'source-index.json'), JSON.stringify({ latest: { version } }));
    }
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await activateCurrentBuilds(createAppLocator(builds), a.registry.service);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    const state = await a.registry.service.state();
    expect(state.shell?.stable).toBe('0.1.0-shellwide');
    expect(state['mf-tv']?.stable).toBe('0.1.0-tvwide');
  }, 60_000);
});
