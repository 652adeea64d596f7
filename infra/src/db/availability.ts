/**
 * Whether the database answers, for everything that must not wait on one that does not: the API
 * answers 503 at once while it is down (api/plugin.ts), pages come from the page cache or say "try
 * again" (edge/page-serve.ts), /healthz names it. It is down when a query or a cheap probe
 * (`select 1`, every couple of seconds, and at once after such a failure) fails for want of a
 * connection, never merely because it is slow; the first probe that succeeds marks it up again. PostgreSQL restarting is an outage of seconds, never a crash: the
 * pool drops broken connections and opens new ones when the server is back (db/open.ts).
 */

export type DatabaseState = 'up' | 'down';

export interface DatabaseAvailability {
  state(): DatabaseState;
  isDown(): boolean;
  /** A query failed: when for want of a connection, the database is marked down and probed now. */
  noteFailure(error: unknown): void;
  /** Runs the probe now; resolves with the state it found. */
  check(): Promise<DatabaseState>;
  onChange(listener: (state: DatabaseState) => void): () => void;
  stop(): void;
}

/** PostgreSQL's and Node's codes for "the server is not there or went away" (SQLSTATE 08, 57P). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|Client has encountered a connection error|not queryable|the database system is (?:starting up|shutting down)|terminating connection/i;

/**
 * pg-pool's answer to a query that waited for a free connection of a full pool: a queue (a crowd,
 * a busy machine), not an outage. A connection that could not be opened in time reads
 * "Connection terminated due to connection timeout" instead.
 */
const POOL_BUSY_MESSAGE = /timeout exceeded when trying to connect/i;

/** True when every connection of the pool stayed busy: that query answers 503, the database stays up. */
export function isPoolBusyError(error: unknown): boolean {
  return error instanceof Error && POOL_BUSY_MESSAGE.test(error.message);
}

/** True for errors that mean "no database connection", not "this query is wrong". */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    // AggregateError (a connect attempt to several addresses).
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isConnectionError)) return true;
    current = cause;
  }
  return false;
}

export interface AvailabilityOptions {
  /** Resolves when the database answers. */
  readonly probe: () => Promise<unknown>;
  readonly intervalMs?: number;
  readonly timeoutMs?: number;
}

export function watchAvailability({
  probe,
  intervalMs = 2_000,
  timeoutMs = 5_000,
}: AvailabilityOptions): DatabaseAvailability {
  let state: DatabaseState = 'up';
  let checking: Promise<DatabaseState> | undefined;
  const listeners = new Set<(state: DatabaseState) => void>();
  const set = (next: DatabaseState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(next);
  };
  // Only a lost connection marks the database down: a probe that is merely slow (a busy pool, an
  // embedded database working through a crowd's queries) says nothing, and a crowd must never turn
  // a slow database into 503s for everyone.
  const check = (): Promise<DatabaseState> => {
    checking ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const outcome = await Promise.race([
          probe().then(() => 'answered' as const),
          new Promise<'slow'>((resolve) => {
            timer = setTimeout(() => resolve('slow'), timeoutMs);
          }),
        ]);
        if (outcome === 'answered') set('up');
      } catch (error) {
        if (isConnectionError(error)) set('down');
      } finally {
        clearTimeout(timer);
        checking = undefined;
      }
      return state;
    })();
    return checking;
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return {
    state: () => state,
    isDown: () => state === 'down',
    noteFailure(error) {
      if (!isConnectionError(error)) return;
      set('down');
      void check();
    },
    check,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => clearInterval(timer),
  };
}

/** For a database handed in ready-made (tools, tests) whose connection nobody watches. */
export const UNWATCHED: DatabaseAvailability = {
  state: () => 'up',
  isDown: () => false,
  noteFailure: () => undefined,
  check: async () => 'up',
  onChange: () => () => undefined,
  stop: () => undefined,
};
