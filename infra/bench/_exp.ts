import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPGlite, openDatabase } from '../src/db/open';
import type { PGliteClient } from '../src/db/pglite-dialect';

const dir = process.env.EXP_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'onda-exp-'));
async function main() {
  let client: PGliteClient | undefined;
  const t0 = performance.now();
  await openDatabase({ dataDir: dir, createPGlite: async (d) => (client = await createPGlite(d)) });
  console.log('open', dir, (performance.now() - t0).toFixed(0));
  const c = client!;
  const fs = await import('node:fs');
  const queries = fs.readFileSync(process.argv[2]!, 'utf8').split('\n;;\n').filter((q) => q.trim());
  for (const q of queries) {
    for (let i = 0; i < 3; i++) await c.query(q, []);
    const n = Number(process.env.N ?? 20);
    const s = performance.now();
    for (let i = 0; i < n; i++) await c.query(q, []);
    const ms = (performance.now() - s) / n;
    const plan = await c.query<Record<string, string>>('explain (analyze) ' + q, []);
    const lines = plan.rows.map((r) => Object.values(r)[0]);
    if (process.env.PLAN) console.log(lines.join('\n'));
    console.log(ms.toFixed(2), 'ms/query |', lines.filter((l) => /Planning|Execution/.test(l!)).join(' | '), '|', q.slice(0, 80).replace(/\s+/g, ' '));
  }
  process.exit(0);
}
main();
