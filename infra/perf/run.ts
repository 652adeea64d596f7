/**
 * `npm run perf`: the performance budget. Builds, starts the real server on a fresh database,
 * measures home, an article, scores, standings, TV and a search page with Lighthouse (mobile
 * preset, several runs, medians) next to a static page of the same article in the same run,
 * prints the figures and the ratio of each page's LCP to the static page's, measures the time
 * from first paint to interactive on a slowed-down phone (interactive.ts; those pages and the
 * sign-in form), runs the API benchmark, and checks budgets.json.
 *
 * Exit code: 0 every budget kept; 1 a budget broken; 2 the measurement itself failed (build,
 * server, a page with no successful run, the benchmark, the watchdog) or bad options.
 * Everything it starts is stopped on the way out, on failure and on Ctrl-C too.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGN_IN_PATH } from 'shared-contracts';
import { checkBudgets, parseBudgets, scaledMax, type Budget, type PageFigures } from './budgets';
import { READER_TIME_ZONE, runLighthouse } from './lighthouse';
import { lcpRatio, medianMetrics, metricsOf, type LighthouseResult, type PageMetrics } from './metrics';
import { parseOptions, USAGE, UsageError, type PageName, type PerfOptions } from './options';
import { killAll } from './processes';
import { formatBudgetChecks, formatTable, formatValue, type ReportRow } from './report';
import { build, freePort, REPO_ROOT, startSite, type RunningSite } from './server';
import { median } from './stats';
import { serveStatic, staticArticleHtml, type StaticFile, type StaticServer } from './static-page';
import { resolveTargets } from './targets';
import { runBench } from './bench';
import { measureInteractive, PHONE_PROFILE, type InteractiveFigure } from './interactive';

const BUDGETS_FILE = path.join(__dirname, 'budgets.json');
const STATIC = 'static';
const MINUTE = 60_000;
/** One Lighthouse run normally takes 15-40 s here; past this it is stopped and counted as failed. */
const RUN_TIMEOUT_MS = 3 * MINUTE;
const RUN_ATTEMPTS = 2;

/** The longest the whole command may take before the watchdog stops it. */
function watchdogMs(options: PerfOptions): number {
  const runs = (options.pages.length + 1) * options.runs * RUN_ATTEMPTS;
  return (options.build ? 15 : 0) * MINUTE + 5 * MINUTE + runs * (RUN_TIMEOUT_MS + 30_000) + 10 * MINUTE;
}

interface Measurement {
  readonly name: string;
  readonly url: string;
  readonly runs: PageMetrics[];
  readonly errors: string[];
}

const fmtSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(
  jobs: readonly { name: string; url: string }[],
  runs: number,
  runDir: string,
  seen: LighthouseResult[],
): Promise<Measurement[]> {
  const results = jobs.map((job) => ({ ...job, runs: [] as PageMetrics[], errors: [] as string[] }));
  // Round after round over every page, so a slow moment of the machine touches all pages alike.
  for (let round = 1; round <= runs; round++) {
    for (const result of results) {
      // Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP): such a run is tried once more.
      for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt++) {
        const started = Date.now();
        try {
          const lhr = await runLighthouse(result.url, {
            outFile: path.join(runDir, `${result.name}-${round}-${attempt}.json`),
            timeoutMs: RUN_TIMEOUT_MS,
          });
          seen.push(lhr);
          const metrics = metricsOf(lhr);
          result.runs.push(metrics);
          console.info(
            `  run ${round}/${runs} ${result.name.padEnd(9)} LCP ${fmtSeconds(metrics.lcpMs)}, TBT ${Math.round(metrics.tbtMs)} ms (${Math.round((Date.now() - started) / 1000)} s)`,
          );
          break;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          result.errors.push(message);
          const next = attempt < RUN_ATTEMPTS ? '; trying again' : '';
          console.warn(`  run ${round}/${runs} ${result.name}: ${message}${next}`);
        }
      }
    }
  }
  return results;
}

/** The median machine benchmark index Lighthouse measured over the runs (NaN without one). */
const benchmarkIndexOf = (seen: readonly LighthouseResult[]): number =>
  median(seen.map((lhr) => lhr.environment?.benchmarkIndex ?? Number.NaN));

function describeSettings(seen: readonly LighthouseResult[]): string {
  const first = seen[0];
  if (!first) return '';
  const settings = first.configSettings;
  const throttling = settings?.throttling;
  const index = benchmarkIndexOf(seen);
  return (
    `Lighthouse ${first.lighthouseVersion ?? '?'}, ${settings?.formFactor ?? '?'} preset, ` +
    `${settings?.throttlingMethod ?? '?'} throttling (${throttling?.rttMs ?? '?'} ms RTT, ` +
    `${((throttling?.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, ${throttling?.cpuSlowdownMultiplier ?? '?'}× CPU); ` +
    `machine benchmark index ${Number.isFinite(index) ? Math.round(index) : '?'}; ` +
    `the reader's time zone ${READER_TIME_ZONE}`
  );
}

async function main(): Promise<number> {
  let options: PerfOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const budgets = parseBudgets(JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')));
  // npm runs the script in infra/; a relative --json path means the caller's folder.
  const jsonFile = options.json && path.resolve(process.env.INIT_CWD ?? process.cwd(), options.json);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'onda-perf-'));
  const cleanUp = () => {
    killAll();
    rmSync(runDir, { recursive: true, force: true });
  };
  const limit = watchdogMs(options);
  const watchdog = setTimeout(() => {
    console.error(`npm run perf exceeded ${Math.round(limit / MINUTE)} min; stopping everything it started.`);
    cleanUp();
    process.exit(2);
  }, limit);
  watchdog.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`${signal}: stopping everything npm run perf started.`);
      cleanUp();
      process.exit(130);
    });

  try {
    return await measureAndReport(options, budgets, jsonFile, runDir);
  } finally {
    clearTimeout(watchdog);
    rmSync(runDir, { recursive: true, force: true });
  }
}

async function measureAndReport(
  options: PerfOptions,
  budgets: readonly Budget[],
  jsonFile: string | undefined,
  runDir: string,
): Promise<number> {
  let site: RunningSite | undefined;
  let staticServer: StaticServer | undefined;
  const seen: LighthouseResult[] = [];
  let measurements: Measurement[];
  let interactive: InteractiveFigure[];
  try {
    if (options.build) {
      console.info('Building the apps (npm run build)…');
      await build(path.join(runDir, 'build.log'));
    }
    const port = options.port ?? (await freePort());
    console.info(`Starting the server on http://127.0.0.1:${port} (fresh registry and database)…`);
    site = await startSite(port, runDir, 5 * MINUTE);
    const targets = await resolveTargets(site.origin);
    const files = new Map<string, StaticFile>([
      [
        '/article',
        { body: Buffer.from(staticArticleHtml(targets.article)), contentType: 'text/html; charset=utf-8' },
      ],
    ]);
    if (targets.image) files.set(targets.image.path, targets.image.file);
    staticServer = await serveStatic(files);
    const jobs = [
      { name: STATIC, url: `${staticServer.origin}/article` },
      ...options.pages.map((name) => ({ name, url: `${site?.origin}${targets.paths[name]}` })),
    ];
    console.info(`Measuring ${jobs.length} pages × ${options.runs} runs:`);
    for (const job of jobs) console.info(`  ${job.name.padEnd(9)} ${job.url}`);
    measurements = await measure(jobs, options.runs, runDir, seen);
    console.info('First paint to interactive on a slowed-down phone…');
    interactive = await measureInteractive(
      [...jobs.slice(1), { name: 'signin', url: `${site.origin}${SIGN_IN_PATH}` }],
      options.runs,
    );
  } finally {
    await staticServer?.close();
    await site?.stop();
  }

  const medians = new Map(measurements.map((m) => [m.name, medianMetrics(m.runs)]));
  const staticMedian = medians.get(STATIC) as PageMetrics;
  const figures: Partial<Record<PageName, PageFigures>> = {};
  const rows: ReportRow[] = measurements.map((m) => {
    const metrics = medians.get(m.name) as PageMetrics;
    const row = { ...metrics, lcpRatio: lcpRatio(metrics, staticMedian) };
    if (m.name !== STATIC) figures[m.name as PageName] = row;
    return { name: m.name, figures: row, runs: m.runs.length };
  });
  const unmeasured = measurements.filter((m) => m.runs.length === 0).map((m) => m.name);

  console.info(`\n${describeSettings(seen)}`);
  console.info(`Medians of ${options.runs} run(s); "× static" is LCP over the static page's LCP.\n`);
  console.info(formatTable(rows));
  const { cpuSlowdown, downKbps, latencyMs } = PHONE_PROFILE;
  console.info(
    `\nFirst paint to interactive (median ms; phone: CPU ×${cpuSlowdown}, ${downKbps / 1000} Mbps, ${latencyMs} ms):`,
  );
  for (const figure of interactive) {
    const value = figure.runs.length > 0 ? `${Math.round(median(figure.runs))} ms` : 'not measured';
    const failed = figure.errors.length > 0 ? ` (${figure.errors.length} failed run(s))` : '';
    console.info(`  ${figure.name.padEnd(9)} ${value}${failed}`);
    for (const error of new Set(figure.errors)) console.error(`    ${error.split('\n')[0]}`);
  }

  let benchOutput: string | undefined;
  let benchFailed = false;
  if (options.bench) {
    console.info('\nAPI benchmark (npm run bench):');
    const bench = await runBench(REPO_ROOT);
    benchOutput = bench.output;
    benchFailed = !bench.ok;
    if (benchFailed) console.error('npm run bench failed.');
  }

  const index = benchmarkIndexOf(seen);
  const checks = checkBudgets(budgets, figures, index);
  console.info(`\nBudgets (${path.relative(REPO_ROOT, BUDGETS_FILE)}):`);
  for (const budget of budgets.filter((b) => b.atBenchmarkIndex))
    console.info(
      `  ${budget.label}: at this host's benchmark index of ${Number.isFinite(index) ? Math.round(index) : '?'}, max ${formatValue(budget.metric, scaledMax(budget, index))} (${formatValue(budget.metric, budget.max)} × ${budget.atBenchmarkIndex} ÷ index)`,
    );
  console.info(formatBudgetChecks(checks));
  if (unmeasured.length > 0) console.error(`No successful run of: ${unmeasured.join(', ')}.`);

  if (jsonFile) {
    const json = {
      date: new Date().toISOString(),
      settings: describeSettings(seen),
      benchmarkIndex: index,
      runs: options.runs,
      pages: Object.fromEntries(
        measurements.map((m, i) => [
          m.name,
          { url: m.url, median: rows[i]?.figures, runs: m.runs, errors: m.errors },
        ]),
      ),
      budgets: checks,
      firstPaintToInteractive: Object.fromEntries(
        interactive.map((figure) => [
          figure.name,
          {
            url: figure.url,
            medianMs: figure.runs.length > 0 ? median(figure.runs) : null,
            runs: figure.runs,
            errors: figure.errors,
          },
        ]),
      ),
      bench: benchOutput,
      ok: checks.every((check) => check.pass) && unmeasured.length === 0 && !benchFailed,
    };
    // NaN (a figure that could not be measured) is written as null.
    writeFileSync(
      jsonFile,
      `${JSON.stringify(json, (_, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`,
    );
    console.info(`Results written to ${jsonFile}`);
  }
  if (unmeasured.length > 0 || benchFailed) return 2;
  return checks.every((check) => check.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    killAll();
    process.exit(2);
  },
);
