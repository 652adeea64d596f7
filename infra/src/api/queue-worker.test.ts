import { startQueueWorker } from './queue-worker';

const HOUR = 3_600_000;

describe('a queue worker', () => {
  it('runs one pass at a time, and one more right after for a call made during a pass', async () => {
    let passes = 0;
    let release: () => void = () => undefined;
    const worker = startQueueWorker(
      async () => {
        passes += 1;
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
        return 1;
      },
      { pollMs: HOUR, onError: () => undefined },
    );
    const first = worker.runOnce();
    const during = worker.runOnce();
    expect(during).toBe(first);
    release();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(passes).toBe(2);
    await worker.stop();
  });

  it('does not look at a wake-up while paused, and does once the database is back', async () => {
    let passes = 0;
    let down = true;
    let wake: () => void = () => undefined;
    const worker = startQueueWorker(async () => ++passes, {
      pollMs: HOUR,
      paused: () => down,
      onWake: (listener) => {
        wake = listener;
        return () => undefined;
      },
      onError: () => undefined,
    });
    wake();
    expect(passes).toBe(0);
    down = false;
    wake();
    expect(passes).toBe(1);
    await worker.stop();
    wake();
    expect(passes).toBe(1);
  });

  it('stops between items and waits for the pass under way', async () => {
    const handled: number[] = [];
    let go: () => void = () => undefined;
    const worker = startQueueWorker(
      async (stopped) => {
        for (const item of [1, 2, 3]) {
          if (stopped()) break;
          handled.push(item);
          if (item === 1) await new Promise<void>((resolve) => (go = resolve));
        }
        return handled.length;
      },
      { pollMs: HOUR, onError: () => undefined },
    );
    const pass = worker.runOnce();
    const stopping = worker.stop();
    go();
    await stopping;
    expect(await pass).toBe(1);
    expect(handled).toEqual([1]);
  });
});
