/**
 * What the chaos tests start and break, each its own process on a free loopback port: a
 * PostgreSQL 15 cluster (Debian's binaries, like infra/scripts/pg-test-server.sh), a Redis server,
 * and the real server (`src/main.ts`) on published test builds. Everything started is stopped by
 * `stopAll`, also when a test fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const hasPostgres = fs.existsSync(path.join(PG_BIN, 'initdb'));
export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const INFRA_DIR = path.resolve(__dirname, '../..');
const asRoot = process.getuid?.() === 0;

const children = new Set<ChildProcess>();
const folders: string[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command as the postgres user when we are root (PostgreSQL refuses to run as root). */
function pgCommand(args: readonly string[]): { command: string; args: string[] } {
  return asRoot
    ? { command: 'runuser', args: ['-u', 'postgres', '--', ...args] }
    : { command: args[0] ?? '', args: args.slice(1) };
}

function runSync(args: readonly string[]): void {
  const { command, args: rest } = pgCommand(args);
  const result = spawnSync(command, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
}

export interface Postgres {
  readonly url: string;
  stop(): void;
  start(): void;
}

export async function startPostgres(): Promise<Postgres> {
  const dir = tempDir('onda-chaos-pg-');
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  runSync([path.join(PG_BIN, 'initdb'), '-D', data, '-U', 'onda', '--auth=trust', '-E', 'UTF8']);
  const ctl = (action: string[]) =>
    runSync([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'log'), '-w', ...action]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  ctl(['-o', options, 'start']);
  runSync([path.join(PG_BIN, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'onda', 'onda_chaos']);
  const pg = {
    url: `postgres://onda@127.0.0.1:${port}/onda_chaos`,
    stop: () => ctl(['-m', 'fast', 'stop']),
    start: () => ctl(['-o', options, 'start']),
  };
  stoppers.push(() => {
    try {
      pg.stop();
    } catch {
      // Already stopped.
    }
  });
  return pg;
}

const stoppers: (() => void)[] = [];

export interface RedisServer {
  readonly url: string;
  kill(): void;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  children.add(child);
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    await sleep(100);
  }
  return { url: `redis://127.0.0.1:${port}`, kill: () => child.kill('SIGKILL') };
}

export interface ServerProcess {
  readonly origin: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code when the process exits. */
  readonly exited: Promise<number | null>;
  output(): string;
}

/** The servers' signing secret: tests mint guest ids with it (api/guest-id.ts). */
export const CHAOS_SECRET = 'chaos-secret-of-the-test-servers-0123456789';

export async function startServer(env: Record<string, string>, timeoutMs = 240_000): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: INFRA_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ENABLE_TEST_HOOKS: '1',
      // Known to the test, so it can sign guest ids the servers accept (chaos.test.ts).
      SERVER_SECRET: CHAOS_SECRET,
      ...env,
    },
  });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-8_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { origin, child, exited, output: () => stderr };
  await waitHealthy(server, timeoutMs);
  return server;
}

/** Waits until /healthz answers 200; throws with the server's output if it exits or time runs out. */
export async function waitHealthy(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
      );
    const status = await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(3_000) })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0);
    if (status === 200) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s:\n${server.output()}`);
}

export function stopAll(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
  for (const stop of stoppers.splice(0)) stop();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
