/** A PGliteClient that talks to test/pglite-worker.mjs (see there why PGlite runs in a worker). */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGliteClient } from '../src/db/pglite-dialect';

interface Reply {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: { message: string; code?: string };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number';
}

export async function createWorkerPGlite(dataDir: string): Promise<PGliteClient> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let closed = false;
  worker.on('message', (message: unknown) => {
    if (!isReply(message)) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    waiter?.resolve(message);
  });
  worker.on('error', (error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });
  const call = (message: Record<string, unknown>): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });

  const client: PGliteClient = {
    get closed() {
      return closed;
    },
    async query<R>(sql: string, params: unknown[]) {
      const reply = await call({ op: 'query', sql, params });
      if (reply.error) {
        throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      }
      // The worker answers rows of the query that was sent; the caller's R describes them.
      const rows: R[] = (reply.rows ?? []) as R[];
      return { rows, affectedRows: reply.affectedRows };
    },
    async close() {
      if (closed) return;
      closed = true;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
  // Fail fast if PGlite cannot start.
  await client.query('select 1', []);
  return client;
}
