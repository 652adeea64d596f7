/**
 * Builds the API on a real database for one test file (fastify/demo's test/helper.ts pattern):
 * an in-memory PGlite seeded once per file, or the PostgreSQL server of DATABASE_URL when set
 * (CI). The clock is fixed so the replayed calendar and the live states are deterministic.
 */
import { ApiErrorSchema } from 'shared-contracts';
import { createWorkerPGlite } from './pglite-worker-client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/open';
import { apiPlugin, type ApiPluginOptions } from '../src/api/plugin';
import { anchorSeasons } from '../src/api/sports/live/anchor';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { ServerLimits } from '../src/server-limits';
import type { PageCache } from '../src/edge/page-cache';
import { createAppLocator, type AppName } from '../src/registry/apps';
import { createRegistryStore } from '../src/registry/store';
import { makeAppsDir, writeBuild } from '../src/registry/test-builds';
import { createServerKeys } from '../src/api/keys/server-keys';
import { mintPsid } from '../src/api/guest-id';
import { readTokenOf, type ReadKind } from '../src/api/rewards/read-token';

/** A Saturday afternoon in Brazil with Premier League and LaLiga games under way. */
export const NOW = new Date('2026-11-21T15:30:00Z');

/** The signing keys of test servers (SERVER_SECRET of a test instance). */
export const TEST_KEYS = createServerKeys('test-secret-of-the-api-suite-0123456789');

export interface TestApi {
  readonly app: FastifyInstance;
  readonly database: Database;
  close(): Promise<void>;
}

/** The seeded database with the replay calendar anchored at NOW, as the API anchors it at start. */
export async function openTestDatabase(): Promise<Database> {
  const url = loadConfig().databaseUrl;
  const database = url
    ? await openDatabase({ url, seed: { now: NOW } })
    : await openDatabase({ dataDir: 'memory://', seed: { now: NOW }, createPGlite: createWorkerPGlite });
  await anchorSeasons(database.db, { now: NOW, simulate: true });
  return database;
}

export async function buildTestApi(options: Partial<ApiPluginOptions> = {}): Promise<TestApi> {
  const database = options.database ?? (await openTestDatabase());
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    database,
    now: () => NOW,
    enableTestHooks: true,
    tickMs: 60_000,
    keys: TEST_KEYS,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** A fresh guest id (signed as the test servers sign them) keeps tests independent. */
export const newPsid = (): string => mintPsid(TEST_KEYS);

/**
 * A read the reader really made (docs/adr/010): the read beacon with a token the server issued to
 * this device a minute before `now`. Returns the beacon's answer.
 */
export async function proveRead(
  api: TestApi,
  headers: Record<string, string>,
  id: string,
  kind: ReadKind = 'news',
  now: Date = NOW,
) {
  const psid = headers.psid ?? headers.PSID ?? '';
  const token = readTokenOf(TEST_KEYS, {
    psid: psid.split('.')[0] ?? '',
    kind,
    id,
    issuedAt: Math.floor(now.getTime() / 1000) - 60,
  });
  return api.app.inject({
    method: 'POST',
    url: '/api/v3/tagger/read',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ token }),
  });
}

export const SETUP_TIMEOUT = 120_000;

/** The JSON body of a response, checked against its contract schema (throws on mismatch). */
export function parse<T extends TSchema>(schema: T, response: { body: string }): Static<T> {
  const value: unknown = JSON.parse(response.body);
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value).First();
  throw new Error(
    `Response does not match its schema at ${first?.path ?? '/'}: ${first?.message ?? ''}\n${response.body.slice(0, 500)}`,
  );
}

/** The stable error code of an API error answer. */
export const errorCode = (response: { body: string }): string => parse(ApiErrorSchema, response).error.code;

/** A GET through `inject` against a test API. */
export const getter =
  (api: () => TestApi) =>
  (url: string, headers: Record<string, string> = {}) =>
    api().app.inject({ method: 'GET', url, headers });

/**
 * The whole site (edge + API) on a test database, with placeholder builds of `apps`, for tests of
 * what a browser or crawler gets without JavaScript (page heads, sitemaps); `limits` replace the
 * server's time-outs and limits; `pageCache` keeps pages as a production edge does.
 */
export async function buildTestSite(
  apps: readonly AppName[] = ['shell'],
  limits?: Partial<ServerLimits>,
  pageCache?: PageCache,
): Promise<TestApi> {
  const database = await openTestDatabase();
  const appsDir = makeAppsDir();
  for (const name of new Set<AppName>(['shell', ...apps])) writeBuild(appsDir, name, `0.1.0-${name}`);
  const locator = createAppLocator(appsDir);
  const registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
  registry.ensureActive();
  const app = await buildApp({
    registry,
    locator,
    limits,
    keys: TEST_KEYS,
    ...(pageCache ? { pageCache } : {}),
    registerApi: async (server) => {
      await server.register(apiPlugin, { database, now: () => NOW, tickMs: 60_000, keys: TEST_KEYS });
    },
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
