/**
 * The server `npm run load` drives: the real server (`src/main.ts` through tsx, one node process)
 * on a fresh registry and PGlite database in a temporary folder, with the score test hooks on
 * (the score-change timing needs them) and a probe (probe.cjs) that reports its memory and
 * event-loop delay over IPC. Its build folders are the ones `npm start` would serve. `restart`
 * stops it (a crash: SIGKILL; or SIGTERM) and times the same server back to healthy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const INFRA_DIR = path.resolve(__dirname, '..');

export interface Sample {
  readonly rssBytes: number;
  readonly heapBytes: number;
  readonly loopP50Ms: number;
  readonly loopP99Ms: number;
  readonly loopMaxMs: number;
  /** CPU time the process has used since it started (user + system). */
  readonly cpuSeconds: number;
}

export interface LoadSite {
  readonly origin: string;
  /** Memory and event-loop delay since the last sample; undefined when the site is not ours. */
  sample(): Promise<Sample | undefined>;
  /** Stops the server (crash: SIGKILL, clean: SIGTERM), starts it again; ms until healthy. */
  restart?(how: 'crash' | 'clean'): Promise<number>;
  stop(): Promise<void>;
}

const tail = (text: string, lines = 30): string => text.trimEnd().split('\n').slice(-lines).join('\n');

/** A site someone else started: no probe, no restarts. */
export function existingSite(origin: string): LoadSite {
  return { origin, sample: async () => undefined, stop: async () => undefined };
}

export async function startLoadSite(port: number, runDir: string, timeoutMs: number): Promise<LoadSite> {
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let stderr = '';
  const spawnServer = () => {
    stderr = '';
    child = spawn(
      process.execPath,
      ['--require', path.join(__dirname, 'probe.cjs'), '--import', 'tsx', 'src/main.ts'],
      {
        cwd: INFRA_DIR,
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          REGISTRY_FILE: path.join(runDir, 'registry.json'),
          DATA_DIR: path.join(runDir, 'pgdata'),
          ENABLE_TEST_HOOKS: '1',
        },
      },
    );
    child.stderr?.on('data', (chunk: Buffer) => (stderr = tail(stderr + chunk.toString('utf8'), 60)));
  };
  let asked = 0;
  const sample = (): Promise<Sample | undefined> =>
    new Promise((resolve) => {
      if (!child.connected) return resolve(undefined);
      const id = ++asked;
      // A server starved of CPU answers late; a sample is worth waiting for.
      const timer = setTimeout(() => done(undefined), 30_000);
      const onMessage = (message: unknown) => {
        const answer = message as ({ type?: string; id?: number } & Sample) | null;
        if (answer?.type === 'load:sample' && answer.id === id) done(answer);
      };
      const done = (value: Sample | undefined) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(value);
      };
      child.on('message', onMessage);
      child.send({ type: 'load:sample', id });
    });
  const kill = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  const waitHealthy = async (): Promise<number> => {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server stopped before it was ready:\n${tail(stderr)}`);
      const status = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) })
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0);
      if (status === 200) return Date.now() - started;
      if (Date.now() - started > timeoutMs)
        throw new Error(
          `the server was not healthy within ${timeoutMs / 1000} s (last status ${status}):\n${tail(stderr)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const stop = () => kill('SIGTERM');
  spawnServer();
  try {
    await waitHealthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    sample,
    stop,
    async restart(how) {
      await kill(how === 'crash' ? 'SIGKILL' : 'SIGTERM');
      const started = Date.now();
      spawnServer();
      await waitHealthy();
      return Date.now() - started;
    },
  };
}
