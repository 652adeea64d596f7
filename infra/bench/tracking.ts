/**
 * Tracking benchmark (issue 27): the beacon call (POST api/v3/tagger/analytics, form-encoded, as
 * navigator.sendBeacon sends it), the pixel and /trk at a fixed 1,000 requests/s, each beside a
 * bare route at the same rate in the same run: p99 latency and its ratio to the bare route's,
 * and whether every event accepted was stored (written in batches, never one insert per call).
 * Target: p99 under 20 ms for the beacon at 1,000 events/s. Then the newsroom dashboard's answer
 * over 90 days of roll-ups (dashboard.ts; target under 200 ms), beside the bare route's.
 *
 *   npm run bench:tracking          (BENCH_SECONDS per call, at least 5; BENCH_CONNECTIONS)
 *
 * In-process on 127.0.0.1 with a fresh embedded database (or DATABASE_URL); readers rotate over
 * 2,000 guest ids the server signed, each with its consent to measurement signed for it, as a
 * crowd would. The machine is shared: compare
 * the ratios, not the milliseconds, and rerun when another job was busy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type RequestSpec } from 'autocannon';
import Fastify from 'fastify';
import { CONSENT_POLICY_VERSION } from 'shared-contracts';
import type { Measurement } from '../src/api/analytics/measurement';
import { signConsent } from '../src/api/consent/consent-cookie';
import { mintPsid } from '../src/api/guest-id';
import { createServerKeys, generateSecret } from '../src/api/keys/server-keys';
import { apiPlugin } from '../src/api/plugin';
import { loadConfigOrExit } from '../src/config';
import { openDatabase } from '../src/db/open';
import { DASHBOARD_DAYS, fillRollUps, timeAnswers } from './dashboard';

const config = loadConfigOrExit();
const SECONDS = Math.max(5, config.bench.seconds);
const CONNECTIONS = config.bench.connections;
const RATE = 1000;
const TARGET_P99_MS = 20;
const READERS = 2000;
const DASHBOARD_TARGET_MS = 200;
const OPS_PASSWORD = 'bench-newsroom-password';
const WATCHDOG_MS = (120 + 4 * (SECONDS + 10) + 60) * 1000;

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`Tracking benchmark exceeded ${WATCHDOG_MS / 1000}s; stopping.`);
    process.exit(2);
  }, WATCHDOG_MS);
  watchdog.unref();
  const url = config.databaseUrl;
  const dataDir = url ? undefined : mkdtempSync(path.join(os.tmpdir(), 'onda-bench-tracking-'));
  const database = await openDatabase(url ? { url } : { dataDir });
  let measurement: Measurement | undefined;
  const keys = createServerKeys(generateSecret());
  const app = Fastify({ logger: false });
  app.get('/bench/ping', async () => ({ ok: true }));
  await app.register(apiPlugin, {
    database,
    docs: false,
    simulator: false,
    keys,
    measurement: { opsPassword: OPS_PASSWORD, expose: (m) => (measurement = m) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  // Readers who pressed "Aceitar": a guest id the server issued and the consent it signed for it.
  const decidedAt = Math.floor(Date.now() / 1000);
  const readers = Array.from({ length: READERS }, () => {
    const psid = mintPsid(keys);
    const choices = { measurement: true, ads: true, push: false };
    const consent = signConsent(
      keys,
      { choices, policyVersion: CONSENT_POLICY_VERSION, decidedAt },
      psid.slice(0, psid.indexOf('.')),
    );
    return `onda_psid=${psid}; onda_consent=${consent}`;
  });
  let next = 0;
  /** Each request from the next of READERS readers (the per-reader limit is 300 a minute). */
  const asReader = (request: RequestSpec): RequestSpec => {
    next = (next + 1) % READERS;
    return { ...request, headers: { ...request.headers, cookie: readers[next] ?? '' } };
  };
  const beaconBody = new URLSearchParams({
    event: 'read',
    articleTitle: 'Uma matéria lida até o fim',
    path: '/noproxy/news_stories/noticias/agencia-brasil/uma-materia/abc123',
    section: 'news',
    id: 'abc123',
    cx: 'news_stories',
    duration: '41850',
  }).toString();
  const calls: [string, RequestSpec][] = [
    ['bare route', { method: 'GET', path: '/bench/ping' }],
    [
      'beacon (analytics)',
      {
        method: 'POST',
        path: '/api/v3/tagger/analytics',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: beaconBody,
        setupRequest: asReader,
      },
    ],
    [
      'pixel',
      {
        method: 'GET',
        path: '/api/v3/tagger/pixel.gif?articleTitle=In%C3%ADcio&path=%2F&section=home&status=200&dl=0',
        setupRequest: asReader,
      },
    ],
    [
      '/trk',
      {
        method: 'GET',
        path: '/trk?id=abc123&sid=771&action=open&cx=news_stories&cxid=news&os=android',
        setupRequest: asReader,
      },
    ],
  ];

  const rows: { name: string; rps: number; p99: number; accepted: number; failed: number }[] = [];
  for (const [name, request] of calls) {
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      overallRate: RATE,
      requests: [request],
    });
    const failed = result.non2xx + result.errors;
    rows.push({
      name,
      rps: result.requests.average,
      p99: result.latency.p99,
      accepted: result.requests.total - failed,
      failed,
    });
  }
  await measurement?.catchUp();
  const stored = await database.db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const batches = measurement?.stats();

  const bare = rows[0];
  console.info(`\n${database.kind}, ${RATE} requests/s for ${SECONDS}s per call, ${CONNECTIONS} connections`);
  console.info(
    'call'.padEnd(20),
    'req/s'.padStart(8),
    'p99 ms'.padStart(8),
    'p99 vs bare'.padStart(12),
    'failed'.padStart(8),
  );
  for (const row of rows) {
    // autocannon reports whole milliseconds: divide by at least 1 ms.
    const ratio = bare ? row.p99 / Math.max(bare.p99, 1) : 0;
    console.info(
      row.name.padEnd(20),
      row.rps.toFixed(0).padStart(8),
      row.p99.toFixed(1).padStart(8),
      ratio.toFixed(1).padStart(12),
      String(row.failed).padStart(8),
    );
  }
  const accepted = rows.slice(1).reduce((sum, row) => sum + row.accepted, 0);
  console.info(
    `events stored: ${stored.n} of ${accepted} accepted (written ${batches?.written ?? 0}, dropped ${batches?.dropped ?? 0})`,
  );
  const beacon = rows[1];
  const met = beacon !== undefined && beacon.p99 < TARGET_P99_MS && beacon.rps >= RATE * 0.95;
  console.info(
    `target: ${RATE} events/s with the beacon's p99 under ${TARGET_P99_MS} ms: ${met ? 'met' : 'NOT met'}`,
  );

  const rolled = await fillRollUps(database.db);
  const basic = `Basic ${Buffer.from(`ops:${OPS_PASSWORD}`).toString('base64')}`;
  const ping = await timeAnswers(`${origin}/bench/ping`);
  const dashboard = await timeAnswers(`${origin}/ops/analytics/data.json?days=${DASHBOARD_DAYS}`, {
    authorization: basic,
  });
  console.info(
    `\nnewsroom dashboard, ${DASHBOARD_DAYS} days (${rolled} roll-up rows), one request at a time`,
  );
  console.info('call'.padEnd(20), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'p99 vs bare'.padStart(12));
  for (const [name, timing] of [
    ['bare route', ping],
    ['dashboard data', dashboard],
  ] as const) {
    console.info(
      name.padEnd(20),
      timing.p50.toFixed(1).padStart(8),
      timing.p99.toFixed(1).padStart(8),
      (timing.p99 / Math.max(ping.p99, 0.1)).toFixed(1).padStart(12),
    );
  }
  console.info(
    `target: the dashboard's ${DASHBOARD_DAYS} days under ${DASHBOARD_TARGET_MS} ms (p99): ${dashboard.p99 < DASHBOARD_TARGET_MS ? 'met' : 'NOT met'}`,
  );

  await app.close();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
