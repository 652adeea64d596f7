/**
 * Child processes `npm run perf` starts, each in its own process group, so that everything it
 * started — and only that — can be stopped, also when the run fails or the watchdog fires.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();
/** Processes started by libraries (the browser), each with a function that kills it at once. */
const killers = new Set<() => void>();

/** Tracks a process started elsewhere until the returned function is called. */
export function track(kill: () => void): () => void {
  killers.add(kill);
  return () => killers.delete(kill);
}

/** Starts a command in a new process group and tracks it until it exits. */
export function start(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
  return child;
}

const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || exited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Asks a child's process group to stop, and kills it if it has not exited after `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (exited(child)) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

/** Kills every tracked process group at once (for the watchdog and signals: no waiting). */
export function killAll(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
  for (const kill of killers) {
    try {
      kill();
    } catch {
      // Already gone.
    }
  }
}

/** Runs a command to its end; resolves with its exit code (or rejects when it cannot start). */
export function run(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = start(command, args, options);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}
