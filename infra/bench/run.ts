/**
 * API benchmark: starts the API in-process on a loopback port (embedded PGlite in a temp folder,
 * or DATABASE_URL) and measures requests/s and p99 latency of the home feed, search, events by
 * date and standings, each also as a ratio to a trivial route measured in the same run.
 *
 *   npm run bench -w infra            (BENCH_SECONDS=3 per route by default)
 *
 * Bounded: 1-30 s per route, 1-100 connections, and a watchdog ends the run if it overshoots the
 * planned time by a minute. The load only ever goes to the in-process server on 127.0.0.1.
 * Query plans of the same routes: npx tsx infra/bench/explain.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { apiPlugin } from '../src/api/plugin';
import { loadConfigOrExit } from '../src/config';
import { openDatabase } from '../src/db/open';
import { BENCH_ROUTES } from './routes';

const config = loadConfigOrExit();
const SECONDS = config.bench.seconds;
const CONNECTIONS = config.bench.connections;
/** Start-up (seeding a fresh PGlite takes ~10 s) plus the routes plus a minute of slack. */
const WATCHDOG_MS = (120 + BENCH_ROUTES.length * (SECONDS + 5) + 60) * 1000;

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`Benchmark exceeded ${WATCHDOG_MS / 1000}s; stopping.`);
    process.exit(2);
  }, WATCHDOG_MS);
  watchdog.unref();
  const url = config.databaseUrl;
  const dataDir = url ? undefined : mkdtempSync(path.join(os.tmpdir(), 'onda-bench-'));
  const database = await openDatabase(url ? { url } : { dataDir });
  const app = Fastify({ logger: false });
  app.get('/bench/ping', async () => ({ ok: true }));
  await app.register(apiPlugin, { database, docs: false, simulator: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const results: { name: string; rps: number; p99: number }[] = [];
  for (const [name, url] of BENCH_ROUTES) {
    const result = await autocannon({ url: `${origin}${url}`, connections: CONNECTIONS, duration: SECONDS });
    if (result.non2xx > 0 || result.errors > 0)
      console.warn(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results.push({ name, rps: result.requests.average, p99: result.latency.p99 });
  }
  const base = results[0];
  console.info(`\n${database.kind}, ${CONNECTIONS} connections, ${SECONDS}s per route`);
  console.info(
    'route'.padEnd(20),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'rps vs trivial'.padStart(15),
    'p99 vs trivial'.padStart(15),
  );
  for (const row of results) {
    const rpsRatio = base && base.rps > 0 ? row.rps / base.rps : 0;
    // autocannon reports whole milliseconds: a trivial route can have p99 0, so divide by at least 1 ms.
    const p99Ratio = base ? row.p99 / Math.max(base.p99, 1) : 0;
    console.info(
      row.name.padEnd(20),
      row.rps.toFixed(0).padStart(9),
      row.p99.toFixed(1).padStart(8),
      rpsRatio.toFixed(3).padStart(15),
      p99Ratio.toFixed(1).padStart(15),
    );
  }
  await app.close();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
