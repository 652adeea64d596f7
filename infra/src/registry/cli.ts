/**
 * Ops command for the remote registry (docs/operations.md "Deploying"):
 *   npm run registry -- status                          versions, canary shares, samples, error rates
 *   npm run registry -- publish <app> [version]         put a build into the version store
 *   npm run registry -- activate <app> <version>        make a published version stable for everyone
 *   npm run registry -- canary <app> <version> <pct>    serve it to pct % of readers (sticky)
 *   npm run registry -- promote <app>                   the canary becomes the stable version
 *   npm run registry -- rollback <app>                  end the canary, or back to the previous stable
 *   npm run registry -- history [app]                   who changed what, when, from, to, why
 *   npm run registry -- gc                              remove versions nothing names any more
 *   npm run registry -- export|import [file]            the registry as a file (REGISTRY_FILE)
 * With DATABASE_URL it works on PostgreSQL; with the embedded database it asks the running
 * server (control-socket.ts), or opens the database itself when no server runs.
 */
import os from 'node:os';
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { DEFAULT_DATA_DIR, openDatabase } from '../db/open';
import { APP_NAMES, REPO_ROOT, isAppName, type AppName } from './apps';
import { sendRegistryCommand, socketPathOf } from './control-socket';
import { exportRegistry, importRegistry } from './export';
import { RegistryError } from './errors';
import { errorRate, type Tally } from './health-rule';
import { tallyOf } from './health';
import { readHealth } from './queries';
import type { RegistryService } from './service';
import { openRegistryService } from './setup';
import { defaultRegistryFile } from './store';

export interface CommandContext {
  readonly service: RegistryService;
  readonly actor: string;
  readonly health: (app: AppName, since: Date) => ReturnType<typeof readHealth>;
  /** export / import without a file name: REGISTRY_FILE or infra/var/registry.json. */
  readonly registryFile: string;
  readonly now?: () => Date;
}

const USAGE: Record<string, string> = {
  publish: 'usage: publish <app> [version]',
  activate: 'usage: activate <app> <version>',
  canary: 'usage: canary <app> <version> <percent>',
  promote: 'usage: promote <app>',
  rollback: 'usage: rollback <app>',
};

const rate = (t: Tally) => `${t.samples} samples, ${(errorRate(t) * 100).toFixed(1)} % errors`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export async function runRegistryCommand(
  argv: readonly string[],
  out: (line: string) => void,
  { service, actor, health, registryFile, now = () => new Date() }: CommandContext,
): Promise<number> {
  const [command = 'status', app, version, percent] = argv;
  const who = { actor };
  const needsApp = command in USAGE;
  if (needsApp && (!app || !isAppName(app))) {
    out(`${USAGE[command]} (apps: ${APP_NAMES.join(', ')})`);
    return 2;
  }
  const name = app as AppName;
  try {
    switch (command) {
      case 'status': {
        const state = await service.state();
        const versions = await service.versions();
        for (const each of APP_NAMES) {
          const entry = state[each];
          const since = entry?.canary ? new Date(entry.canary.since) : new Date(now().getTime() - 3_600_000);
          const rows = entry ? await health(each, since) : [];
          const stable = entry
            ? `stable ${entry.stable} (${rate(tallyOf(rows, entry.stable))})`
            : 'no version';
          const canary = entry?.canary
            ? `   canary ${entry.canary.version} at ${entry.canary.percent} % since ${entry.canary.since} (${rate(tallyOf(rows, entry.canary.version))})`
            : '';
          out(`${each.padEnd(12)} ${stable}${canary}`);
          const published = versions.filter((v) => v.app === each && !v.removed).map((v) => v.version);
          out(`${''.padEnd(12)} published: ${published.join(', ') || '(none)'}`);
        }
        return 0;
      }
      case 'publish': {
        const result = await service.publish(name, who, version);
        out(
          result.already
            ? `${name} ${result.version} was already published`
            : `${name} ${result.version} published: ${result.files} files, ${mb(result.bytes)}, contract ${result.contract.version}`,
        );
        return 0;
      }
      case 'activate':
        if (!version) break;
        await service.activate(name, version, who);
        out(`${name} -> ${version} for every reader`);
        return 0;
      case 'canary': {
        if (!version || !percent || !/^\d{1,2}$/.test(percent)) break;
        await service.canary(name, version, Number(percent), who);
        out(`${name} canary ${version} at ${Number(percent)} % of readers`);
        return 0;
      }
      case 'promote':
        out(`${name} -> ${await service.promote(name, who)} for every reader (promoted)`);
        return 0;
      case 'rollback': {
        const result = await service.rollback(name, who);
        out(
          result.endedCanary
            ? `${name} canary ${result.endedCanary} ended: every reader gets ${result.to}`
            : `${name} -> ${result.to} (rolled back)`,
        );
        return 0;
      }
      case 'history': {
        const entries = await service.history(app && isAppName(app) ? { app, limit: 50 } : { limit: 50 });
        for (const h of entries) {
          const move = [h.from, h.to].filter(Boolean).join(' -> ');
          const share = h.percent ? ` at ${h.percent} %` : '';
          out(
            `${h.at}  ${h.app.padEnd(11)} ${h.action.padEnd(13)} ${move}${share}  by ${h.actor}${h.reason ? `: ${h.reason}` : ''}`,
          );
        }
        return 0;
      }
      case 'gc': {
        const result = await service.gc(who);
        for (const r of result.removed) out(`removed ${r.app} ${r.version} (${mb(r.bytes)})`);
        const freed = result.removed.reduce((sum, r) => sum + r.bytes, 0);
        out(`freed ${mb(freed)} in ${result.removed.length} versions; ${result.kept} kept`);
        return 0;
      }
      case 'export': {
        const file = path.resolve(app ?? registryFile);
        out(`wrote ${await exportRegistry(service, file)} apps to ${file}`);
        return 0;
      }
      case 'import': {
        const file = path.resolve(app ?? registryFile);
        out(`activated from ${file}: ${(await importRegistry(service, file, who)).join(', ')}`);
        return 0;
      }
      default:
        out(
          `unknown command ${command}; use status, publish, activate, canary, promote, rollback, history, gc, export or import`,
        );
        return 2;
    }
    out(USAGE[command] ?? 'bad arguments');
    return 2;
  } catch (error) {
    if (error instanceof RegistryError) {
      out(`${error.code}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  const argv = process.argv.slice(2);
  const out = (line: string) => console.info(line);
  const actor = `cli:${os.userInfo().username}`;
  if (!config.databaseUrl) {
    const answered = await sendRegistryCommand(
      socketPathOf(config.dataDir ?? DEFAULT_DATA_DIR),
      argv,
      actor,
      out,
    );
    if (answered !== undefined) return answered;
  }
  const database = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl, seed: false });
  try {
    const { service } = await openRegistryService(config, database);
    return await runRegistryCommand(argv, out, {
      service,
      actor,
      registryFile: config.registryFile ?? defaultRegistryFile(REPO_ROOT),
      health: (app, since) => readHealth(database.db, app, since),
    });
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
