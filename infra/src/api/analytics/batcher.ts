/**
 * Writes in batches (issue: never one insert per request on the hot path). Tracking calls add a
 * row to a buffer and answer at once; the buffer is written with one multi-row insert when it
 * holds `maxRows` or every `intervalMs`, one write at a time. A database that is slow or down
 * makes the buffer grow up to `maxBuffered` rows, then new rows are dropped and counted (the page
 * is never slowed and the process never runs out of memory); rows of a failed write are kept
 * for the next one, within the same bound.
 */

export interface BatcherOptions<Row> {
  readonly write: (rows: readonly Row[]) => Promise<void>;
  /** Rows per insert (default 500). */
  readonly maxRows?: number;
  /** Longest wait before buffered rows are written (default 1000 ms). */
  readonly intervalMs?: number;
  /** Rows kept while the database does not take them (default 50 000). */
  readonly maxBuffered?: number;
  readonly onError?: (error: unknown, rows: number) => void;
  /** Timers (tests replace them). */
  readonly setTimer?: (run: () => void, ms: number) => () => void;
}

export interface BatcherStats {
  readonly buffered: number;
  readonly written: number;
  readonly dropped: number;
  readonly failedWrites: number;
}

export interface Batcher<Row> {
  /** Buffers a row; false when the buffer is full and the row was dropped. */
  add(row: Row): boolean;
  /** Writes what is buffered now (and waits for a write under way). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
  stats(): BatcherStats;
}

const realTimer = (run: () => void, ms: number): (() => void) => {
  const id = setTimeout(run, ms);
  id.unref?.();
  return () => clearTimeout(id);
};

export function createBatcher<Row>(options: BatcherOptions<Row>): Batcher<Row> {
  const maxRows = options.maxRows ?? 500;
  const intervalMs = options.intervalMs ?? 1000;
  const maxBuffered = options.maxBuffered ?? 50_000;
  const setTimer = options.setTimer ?? realTimer;
  let buffer: Row[] = [];
  let writing: Promise<void> | undefined;
  let cancelTimer: (() => void) | undefined;
  let stopped = false;
  let written = 0;
  let dropped = 0;
  let failedWrites = 0;

  const schedule = (): void => {
    if (cancelTimer || stopped || buffer.length === 0) return;
    cancelTimer = setTimer(() => {
      cancelTimer = undefined;
      void drain();
    }, intervalMs);
  };

  /** Writes batches until the buffer is empty or a write fails; one write at a time. */
  const drain = (): Promise<void> => {
    if (writing) return writing;
    writing = (async () => {
      while (buffer.length > 0) {
        const rows = buffer.slice(0, maxRows);
        buffer = buffer.slice(rows.length);
        try {
          await options.write(rows);
          written += rows.length;
        } catch (error) {
          failedWrites += 1;
          options.onError?.(error, rows.length);
          // Kept for the next attempt, oldest first, within the bound.
          const room = Math.max(0, maxBuffered - buffer.length);
          dropped += rows.length - Math.min(room, rows.length);
          buffer = [...rows.slice(0, room), ...buffer];
          break;
        }
      }
    })().finally(() => {
      writing = undefined;
      schedule();
    });
    return writing;
  };

  return {
    add(row) {
      if (buffer.length >= maxBuffered) {
        dropped += 1;
        return false;
      }
      buffer.push(row);
      if (buffer.length >= maxRows && !writing) {
        cancelTimer?.();
        cancelTimer = undefined;
        void drain();
      } else schedule();
      return true;
    },
    async flush() {
      if (writing) await writing;
      cancelTimer?.();
      cancelTimer = undefined;
      await drain();
    },
    async stop() {
      stopped = true;
      cancelTimer?.();
      cancelTimer = undefined;
      if (writing) await writing;
      await drain();
    },
    stats: () => ({ buffered: buffer.length, written, dropped, failedWrites }),
  };
}
