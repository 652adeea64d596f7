import { createBatcher } from './batcher';

/** Timers run by the test. */
function manualTimers() {
  const due: (() => void)[] = [];
  return {
    setTimer: (run: () => void) => {
      due.push(run);
      return () => due.splice(due.indexOf(run), 1);
    },
    fire: () => due.splice(0).forEach((run) => run()),
    pending: () => due.length,
  };
}

describe('batched writes', () => {
  it('writes many rows in one insert, never one per row', async () => {
    const writes: number[][] = [];
    const timers = manualTimers();
    const batcher = createBatcher<number>({
      write: async (rows) => void writes.push([...rows]),
      maxRows: 100,
      ...timers,
    });
    for (let i = 0; i < 250; i++) batcher.add(i);
    await batcher.flush();
    expect(writes.map((rows) => rows.length)).toEqual([100, 100, 50]);
  });

  it('writes on the timer when few rows come', async () => {
    const writes: number[][] = [];
    const timers = manualTimers();
    const batcher = createBatcher<number>({ write: async (rows) => void writes.push([...rows]), ...timers });
    batcher.add(1);
    batcher.add(2);
    expect([writes.length, timers.pending()]).toEqual([0, 1]);
    timers.fire();
    await batcher.flush();
    expect(writes).toEqual([[1, 2]]);
  });

  it('keeps the rows of a failed write for the next one, and drops past its bound', async () => {
    let fail = true;
    const written: number[] = [];
    const errors: unknown[] = [];
    const batcher = createBatcher<number>({
      write: async (rows) => {
        if (fail) throw new Error('database down');
        written.push(...rows);
      },
      maxBuffered: 3,
      onError: (error) => errors.push(error),
      ...manualTimers(),
    });
    expect([batcher.add(1), batcher.add(2), batcher.add(3), batcher.add(4)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    await batcher.flush();
    fail = false;
    await batcher.flush();
    expect([written, errors.length, batcher.stats().dropped]).toEqual([[1, 2, 3], 1, 1]);
  });

  it('writes what is left when stopped', async () => {
    const written: number[] = [];
    const batcher = createBatcher<number>({
      write: async (rows) => void written.push(...rows),
      ...manualTimers(),
    });
    batcher.add(7);
    await batcher.stop();
    expect(written).toEqual([7]);
  });
});
