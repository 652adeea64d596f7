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
  // Forgotten once the whole group is gone, not just its leader (see stop).
  child.once('exit', () => {
    if (child.pid === undefined || !groupAlive(child.pid)) running.delete(child);
  });
  child.once('error', () => running.delete(child));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** True while any process of the group led by `pid` is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks a child's process group to stop and waits until every process of the group is gone (the
 * leader, e.g. npx, often exits before the server it started has closed its files); kills the
 * group if it is still there after `graceMs`.
 */
export async function stop(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) {
    running.delete(child);
    return;
  }
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    running.delete(child);
    return;
  }
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  running.delete(child);
}

/**
 * Kills every tracked process group at once and waits (synchronously, at most `waitMs`) until
 * they are gone: for the watchdog and signals, which exit right after.
 */
export function killAll(waitMs = 3_000): void {
  const pids = [...running].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  for (const child of running) signalGroup(child, 'SIGKILL');
  for (const kill of killers) {
    try {
      kill();
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + waitMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (pids.some(groupAlive) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 50);
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
