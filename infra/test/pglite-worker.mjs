/**
 * Runs PGlite in a worker thread for the Jest suite: PGlite loads its WebAssembly with dynamic
 * import(), which Node refuses inside Jest's vm sandbox without --experimental-vm-modules. Plain
 * JavaScript (ESM) because workers load files with Node's own loader (no TypeScript transform).
 * Protocol: { id, op: 'query', sql, params } -> { id, rows, affectedRows } | { id, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const ready = PGlite.create({ dataDir: workerData.dataDir, extensions: { unaccent, pg_trgm } });

parentPort.on('message', async (message) => {
  try {
    const db = await ready;
    if (message.op === 'close') {
      await db.close();
      parentPort.postMessage({ id: message.id, rows: [] });
      return;
    }
    const result = await db.query(message.sql, message.params);
    parentPort.postMessage({ id: message.id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    parentPort.postMessage({
      id: message.id,
      error: { message: String(error && error.message), code: error && error.code },
    });
  }
});
