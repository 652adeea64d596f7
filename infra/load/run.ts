/**
 * `npm run load`: whether the site holds a crowd. Starts the real server on a fresh database (or
 * loads `--origin`), then at each connection count (default 50, 100, 250, 1,000) measures
 * `/healthz` alone and the reader mix (mix.ts) for the same time, printing req/s, p50/p99, errors,
 * timeouts and non-2xx answers, the server's memory and event-loop delay, and the mix's figures as
 * ratios to `/healthz` in the same run. Then it holds SSE streams of one game (default 10,000),
 * measures `/healthz` with them held and times a score change reaching all of them. `--soak`
 * adds 30 minutes of steady load and reports memory growth. Last, the server it started is crashed
 * and stopped cleanly, each restart timed back to healthy. Not part of `npm test`: its figures
 * are timings on a machine others share. Exit code 0 when it measured, 2 when it could not.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freePort } from '../perf/server';
import { resolveTargets, type MixRequest } from './mix';
import { parseOptions, USAGE, UsageError, type LoadOptions } from './options';
import {
  formatLevels,
  formatSoak,
  formatStreams,
  quantile,
  type Figures,
  type LevelResult,
  type SoakResult,
  type StreamResult,
} from './report';
import { clearScore, holdStreams, setScore } from './sse';
import { existingSite, startLoadSite, type LoadSite } from './site';

const MINUTE = 60_000;

function figuresOf(result: Result): Figures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function drive(
  origin: string,
  connections: number,
  seconds: number,
  mix?: readonly MixRequest[],
): Promise<Figures> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    ...(mix
      ? {
          requests: mix.map((request) => ({
            method: 'GET',
            path: request.path,
            headers: { ...request.headers },
          })),
        }
      : { requests: [{ method: 'GET', path: '/healthz' }] }),
  });
  return figuresOf(result);
}

/**
 * Waits (at most a minute) until /healthz answers within a second: a level that swamped the
 * server leaves a backlog, which must not count against the next measurement.
 */
async function settle(origin: string): Promise<void> {
  const deadline = Date.now() + MINUTE;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => (await response.arrayBuffer(), response.ok))
      .catch(() => false);
    if (ok && performance.now() - started < 1_000) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const mb = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / 1024 / 1024);

async function measureLevels(
  site: LoadSite,
  mix: readonly MixRequest[],
  options: LoadOptions,
): Promise<LevelResult[]> {
  const levels: LevelResult[] = [];
  for (const connections of options.levels) {
    await settle(site.origin);
    const healthz = await drive(site.origin, connections, options.seconds);
    await settle(site.origin);
    await site.sample();
    const figures = await drive(site.origin, connections, options.seconds, mix);
    const sample = await site.sample();
    const level: LevelResult = {
      connections,
      healthz,
      mix: figures,
      rssMb: mb(sample?.rssBytes),
      loopP99Ms: sample?.loopP99Ms,
      loopMaxMs: sample?.loopMaxMs,
    };
    levels.push(level);
    console.info(formatLevels([level]).split('\n')[1]);
  }
  return levels;
}

async function measureStreams(
  site: LoadSite,
  eventId: string,
  count: number,
  seconds: number,
): Promise<StreamResult> {
  await settle(site.origin);
  const healthzAlone = await drive(site.origin, 10, seconds);
  const held = await holdStreams(site.origin, eventId, count);
  try {
    await settle(site.origin);
    const healthzHeld = await drive(site.origin, 10, seconds);
    const deliveries: number[] = [];
    const writeStatuses: number[] = [];
    let expected = 0;
    // Five changes, two seconds apart; home scores no seeded game has, so each is a change.
    for (let change = 0; change < 5; change++) {
      const home = 91 + change;
      const since = performance.now();
      const waiting = held.waitFor(home, since, 15_000);
      writeStatuses.push(await setScore(site.origin, eventId, home, 0));
      deliveries.push(...(await waiting));
      expected += held.opened;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const sample = await site.sample();
    return {
      streams: held.opened,
      failed: held.failed,
      openSeconds: held.openMs / 1000,
      healthzAlone,
      healthzHeld,
      deliveries: deliveries.length,
      expected,
      deliveryP50: quantile(deliveries, 0.5),
      deliveryP99: quantile(deliveries, 0.99),
      deliveryMax: quantile(deliveries, 1),
      writeStatuses,
      rssMb: mb(sample?.rssBytes),
    };
  } finally {
    held.close();
    await clearScore(site.origin, eventId).catch(() => undefined);
  }
}

async function soak(
  site: LoadSite,
  mix: readonly MixRequest[],
  minutes: number,
  connections: number,
): Promise<SoakResult> {
  const rssMb: number[] = [];
  const warmUpMs = Math.min(2 * MINUTE, (minutes * MINUTE) / 10);
  let running = true;
  const sampling = (async () => {
    await new Promise((resolve) => setTimeout(resolve, warmUpMs));
    while (running) {
      const sample = await site.sample();
      if (sample) rssMb.push(sample.rssBytes / 1024 / 1024);
      await new Promise((resolve) => setTimeout(resolve, 30_000));
    }
  })();
  const figures = await drive(site.origin, connections, minutes * 60, mix);
  running = false;
  await sampling;
  const last = await site.sample();
  if (last) rssMb.push(last.rssBytes / 1024 / 1024);
  return { minutes, connections, rssMb, mix: figures };
}

async function main(): Promise<void> {
  let options: LoadOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const planned =
    5 * MINUTE +
    options.levels.length * 2 * (options.seconds + 15) * 1000 +
    options.levels.length * 2 * MINUTE +
    (options.streams > 0 ? 5 * MINUTE + (options.streams / 1000) * MINUTE + 2 * options.seconds * 1000 : 0) +
    options.soakMinutes * MINUTE * 1.1 +
    (options.origin ? 0 : 6 * MINUTE);
  const runDir = options.origin ? undefined : mkdtempSync(path.join(os.tmpdir(), 'onda-load-'));
  let site: LoadSite | undefined;
  // Whatever ends the run stops the server it started and removes its folder.
  const stopAll = () =>
    void (site?.stop() ?? Promise.resolve()).finally(() => {
      if (runDir) rmSync(runDir, { recursive: true, force: true });
      process.exit(2);
    });
  const watchdog = setTimeout(() => {
    console.error(`npm run load overran its ${Math.round(planned / 1000)} s; stopping.`);
    stopAll();
  }, planned);
  watchdog.unref();
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
  try {
    site = options.origin
      ? existingSite(options.origin)
      : await startLoadSite(options.port ?? (await freePort()), runDir ?? '', 10 * MINUTE);
    const { mix, eventId } = await resolveTargets(site.origin);
    console.info(
      `load on ${site.origin}, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}`,
    );
    console.info(`mix: ${mix.map((request) => request.name).join(', ')}; ${options.seconds} s per level`);
    // A short warm-up: the crowd comes to a site that has served pages before.
    await drive(site.origin, 10, 3, mix);
    console.info(formatLevels([]));
    const levels = await measureLevels(site, mix, options);
    const streams =
      options.streams > 0
        ? await measureStreams(site, eventId, options.streams, Math.min(options.seconds, 10))
        : undefined;
    if (streams) console.info(`\n${formatStreams(streams)}`);
    const soaked =
      options.soakMinutes > 0
        ? await soak(site, mix, options.soakMinutes, options.levels[0] ?? 50)
        : undefined;
    if (soaked) console.info(`\n${formatSoak(soaked)}`);
    // Back to healthy after a crash and after a clean stop, on the data this run wrote; crash,
    // clean, crash, so that neither kind only ever follows a warm start.
    if (site.restart) {
      const seconds: string[] = [];
      for (const how of ['crash', 'clean', 'crash'] as const) {
        const ms = await site.restart(how);
        // The CPU the start used: what it would take on a machine nobody else loads.
        const cpu = (await site.sample())?.cpuSeconds;
        seconds.push(
          `${how} ${(ms / 1000).toFixed(1)} s (CPU ${cpu === undefined ? '—' : cpu.toFixed(1)} s)`,
        );
      }
      console.info(`\nrestart to healthy (process start included): ${seconds.join(', ')}`);
    }
    console.info(
      `\nload average after: ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}`,
    );
    if (options.json) writeFileSync(options.json, JSON.stringify({ levels, streams, soak: soaked }, null, 2));
  } finally {
    await site?.stop();
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
