/**
 * The site under test, as readers get it: the production build (`npm run build`) served by the
 * real server (`npx tsx src/main.ts`, like the end-to-end tests start it) on a fresh registry
 * and database in a temporary folder, ready when /healthz answers 200.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { run, start, stop } from './processes';

export const INFRA_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(INFRA_DIR, '..');

const tail = (text: string, lines = 30): string => text.trimEnd().split('\n').slice(-lines).join('\n');

/** `npm run build` at the repository root; its output goes to `logFile`, the end of it is shown on failure. */
export async function build(logFile: string): Promise<void> {
  const log = createWriteStream(logFile);
  await new Promise<void>((resolve) => log.once('open', () => resolve()));
  const { code, signal } = await run('npm', ['run', 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
  });
  log.close();
  if (code !== 0)
    throw new Error(
      `npm run build failed (${signal ?? `exit ${code}`}):\n${tail(readFileSync(logFile, 'utf8'))}`,
    );
}

/** A port nobody listens on at this moment on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface RunningSite {
  readonly origin: string;
  stop(): Promise<void>;
}

/** Starts the server on `port` with its registry and database in `runDir`; resolves once healthy. */
export async function startSite(port: number, runDir: string, timeoutMs: number): Promise<RunningSite> {
  const origin = `http://127.0.0.1:${port}`;
  const child = start('npx', ['tsx', 'src/main.ts'], {
    cwd: INFRA_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRY_FILE: path.join(runDir, 'registry.json'),
      DATA_DIR: path.join(runDir, 'pgdata'),
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = tail(stderr + chunk.toString('utf8'), 60)));
  const site = { origin, stop: () => stop(child) };
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server stopped before it was ready:\n${tail(stderr)}`);
      const status = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) })
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0);
      if (status === 200) return site;
      if (Date.now() > deadline)
        throw new Error(
          `the server was not healthy within ${timeoutMs / 1000} s (last status ${status}):\n${tail(stderr)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } catch (error) {
    await site.stop();
    throw error;
  }
}
