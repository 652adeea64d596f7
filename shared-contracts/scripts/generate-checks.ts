/**
 * Writes the browser's generated checks from the TypeBox schemas (see src/checks/generate.ts).
 * Run after changing a schema the browser checks: `npm run checks -w shared-contracts`. Also
 * writes shared-contracts/contract.json, the contract builds record (src/checks/contract.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { CHECK_MODULES } from '../src/checks/modules';
import { checksModuleSources } from '../src/checks/generate';
import { contractOf } from '../src/checks/contract';
import { SCHEMAS as EVENT_SCHEMAS } from '../src/checks/events.schemas';
import { SCHEMAS as WIRE_SCHEMAS } from '../src/checks/wire.schemas';

const repoRoot = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  for (const target of CHECK_MODULES) {
    const file = path.join(repoRoot, target.file);
    const { SCHEMAS } = (await import(path.join(path.dirname(file), target.schemasModule))) as {
      SCHEMAS: Parameters<typeof checksModuleSources>[0]['schemas'];
    };
    const sources = checksModuleSources({ ...target, schemas: SCHEMAS });
    // A lazy module's folder holds only what this run writes (a removed schema's file goes).
    if (target.lazyDir) {
      const dir = path.join(path.dirname(file), target.lazyDir);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir);
    }
    for (const [relative, source] of Object.entries(sources)) {
      const out = relative === '.' ? file : path.join(path.dirname(file), `${relative}.ts`);
      const options = (await prettier.resolveConfig(out)) ?? {};
      fs.writeFileSync(out, await prettier.format(source, { ...options, filepath: out }));
    }
    console.info(`wrote ${target.file} (${Object.keys(SCHEMAS).length} checks)`);
  }
  // The contract every build records in its release.json (src/checks/contract.ts).
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-contracts/package.json'), 'utf8')) as {
    version: string;
  };
  const contractFile = path.join(repoRoot, 'shared-contracts/contract.json');
  const contract = contractOf(pkg.version, EVENT_SCHEMAS, WIRE_SCHEMAS);
  fs.writeFileSync(contractFile, JSON.stringify(contract, null, 2) + '\n');
  console.info(`wrote shared-contracts/contract.json (${Object.keys(contract.events).length} events)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
