/**
 * Loads `server/index.js` of an app's version folder (the shell's layout, a remote's pages),
 * once per file: the file names the version, so a newly activated version is loaded on its first
 * request and the old one stays cached for pages still asking for it. A missing bundle is
 * remembered as absent; one that fails to load or exports the wrong shape is reported once.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SERVER_BUNDLE = path.join('server', 'index.js');

export function createBundleLoader<T>(
  isModule: (value: unknown) => value is T,
  onLoadError: (dir: string, error: unknown) => void,
): (dir: string) => T | null {
  const modules = new Map<string, T | null>();
  return (dir) => {
    const file = path.join(dir, SERVER_BUNDLE);
    const cached = modules.get(file);
    if (cached !== undefined) return cached;
    let mod: T | null = null;
    if (fs.existsSync(file)) {
      try {
        const exported: unknown = createRequire(file)(file);
        if (!isModule(exported)) throw new Error('server bundle does not export the expected functions');
        mod = exported;
      } catch (error) {
        onLoadError(dir, error);
      }
    }
    modules.set(file, mod);
    return mod;
  };
}
