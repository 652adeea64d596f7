/**
 * Query plans of the benchmarked routes: builds the API over a logging Kysely, calls each route
 * once (in-process, no network), and prints EXPLAIN (ANALYZE, BUFFERS) of every SQL statement the
 * route ran. Embedded PGlite in a temp folder by default, DATABASE_URL for a real server.
 *
 *   npx tsx infra/bench/explain.ts [route-substring]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { CompiledQuery, Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { Pool } from 'pg';
import { apiPlugin } from '../src/api/plugin';
import { loadConfigOrExit } from '../src/config';
import { createPGlite, openDatabase, type Database } from '../src/db/open';
import { UNWATCHED } from '../src/db/availability';
import { PGliteDialect, type PGliteClient } from '../src/db/pglite-dialect';
import type { DB } from '../src/db/types';
import { BENCH_ROUTES } from './routes';

async function openLogged(
  onQuery: (event: LogEvent) => void,
): Promise<{ database: Database; done(): Promise<void> }> {
  const url = loadConfigOrExit().databaseUrl;
  const log = (event: LogEvent): void => onQuery(event);
  if (url) {
    await (await openDatabase({ url })).close();
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: url }) }),
      log,
    });
    return {
      database: { db, kind: 'postgres', availability: UNWATCHED, close: () => db.destroy() },
      done: () => db.destroy(),
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'onda-explain-'));
  let client: PGliteClient | undefined;
  const seeded = await openDatabase({
    dataDir,
    createPGlite: async (dir) => (client = await createPGlite(dir)),
  });
  if (!client) throw new Error('PGlite was not opened');
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client), log });
  return {
    database: { db, kind: 'pglite', availability: UNWATCHED, close: async () => undefined },
    done: async () => {
      await seeded.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const captured: CompiledQuery[] = [];
  let capturing = false;
  const { database, done } = await openLogged((event) => {
    if (capturing && event.level === 'query') captured.push(event.query);
  });
  const app = Fastify({ logger: false });
  // Without kept answers (api/read-cache.ts): the plans are those of a miss.
  await app.register(apiPlugin, {
    database,
    docs: false,
    simulator: true,
    tickMs: 3_600_000,
    cache: { maxBytes: 0, ttlMs: 1_000 },
  });
  await app.ready();
  for (const [name, url] of BENCH_ROUTES) {
    if (!name.includes(filter) && !url.includes(filter)) continue;
    // Once to warm caches (what the benchmark measures), once captured.
    await app.inject({ method: 'GET', url });
    captured.length = 0;
    capturing = true;
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    const ms = performance.now() - started;
    capturing = false;
    console.info(
      `\n=== ${name}: ${url} -> ${response.statusCode}, ${ms.toFixed(1)} ms, ${captured.length} queries`,
    );
    for (const query of [...captured]) {
      const plan = await database.db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
      );
      console.info(`--- ${query.sql.slice(0, 300)}${query.sql.length > 300 ? ' ...' : ''}`);
      console.info(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
    }
  }
  await app.close();
  await done();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
