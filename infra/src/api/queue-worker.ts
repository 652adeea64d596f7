/**
 * The loop of a worker that drains a queue kept in the database (push deliveries, reward
 * payouts): one pass at a time, and a pass asked for during one runs right after it, so what was
 * queued meanwhile does not wait for the timer; a look every `pollMs` and at every wake-up; none
 * while `paused` says the database is down (the queue waits in it, nothing is lost); `stop` ends
 * the looking and waits for the pass under way, which checks `stopped` between items.
 */
export interface QueueWorker {
  /** One pass now (or right after the one under way): what it handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export interface QueueWorkerOptions {
  /** How often to look (default 1 s). */
  readonly pollMs?: number;
  /** While true (the database is down) the worker does not look. */
  readonly paused?: () => boolean;
  /** Something that says "items were queued" (push/wake.ts); answers how to stop listening. */
  readonly onWake?: (listener: () => void) => () => void;
  /** A pass that failed as a whole (the database answered an error). */
  readonly onError: (error: unknown) => void;
}

export function startQueueWorker(
  pass: (stopped: () => boolean) => Promise<number>,
  options: QueueWorkerOptions,
): QueueWorker {
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  const isStopped = () => stopped;

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass(isStopped).finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce().catch(options.onError);
      }
    });
    return running;
  };
  const kick = () => {
    if (stopped || options.paused?.()) return;
    void runOnce().catch(options.onError);
  };
  const unsubscribe = options.onWake?.(kick);
  const timer = setInterval(kick, options.pollMs ?? 1_000);
  timer.unref();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      unsubscribe?.();
      await running?.catch(() => undefined);
    },
  };
}
