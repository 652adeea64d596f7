/**
 * Writes the browser's generated checks from the TypeBox schemas (see src/checks/generate.ts).
 * Run after changing a schema the browser checks: `npm run checks -w shared-contracts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { CHECK_MODULES } from '../src/checks/modules';
import { checksModuleSource } from '../src/checks/generate';

const repoRoot = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  for (const target of CHECK_MODULES) {
    const file = path.join(repoRoot, target.file);
    const { SCHEMAS } = (await import(path.join(path.dirname(file), target.schemasModule))) as {
      SCHEMAS: Parameters<typeof checksModuleSource>[0]['schemas'];
    };
    const source = checksModuleSource({ ...target, schemas: SCHEMAS });
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.writeFileSync(file, await prettier.format(source, { ...options, filepath: file }));
    console.info(`wrote ${target.file} (${Object.keys(SCHEMAS).length} checks)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
