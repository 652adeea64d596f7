/**
 * The registry's file form (store.ts `RegistryFile`) as an export and import format: `registry
 * export [file]` writes every app's stable, canary and history; `registry import [file]` makes
 * the file's stable versions active (they must be published: the file names versions, it does not
 * carry them), gated and recorded like any activation. REGISTRY_FILE is the default file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAppName, type AppName } from './apps';
import { RegistryError } from './errors';
import type { Actor, RegistryService } from './service';
import { createRegistryStore, registryFileOf } from './store';

export async function exportRegistry(service: RegistryService, file: string): Promise<number> {
  const state = await service.state();
  const history = await service.history({});
  const { apps } = registryFileOf(state, history);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ apps }, null, 2) + '\n');
  fs.renameSync(tmp, file);
  return Object.keys(apps).length;
}

export async function importRegistry(service: RegistryService, file: string, who: Actor): Promise<AppName[]> {
  if (!fs.existsSync(file)) throw new RegistryError('BAD_REGISTRY_FILE', `${file} does not exist`);
  // The file store's strict reader: format errors are refused with their reason.
  const read = createRegistryStore(file, { versionsDir: () => path.dirname(file) }).read();
  const versions = Object.entries(read.apps).flatMap(([app, entry]) =>
    isAppName(app) ? [{ app, version: entry.active }] : [],
  );
  await service.activateAll(versions, { actor: who.actor, reason: `import of ${path.basename(file)}` });
  return versions.map((v) => v.app);
}
