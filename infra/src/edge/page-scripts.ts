/**
 * The scripts a page goes on to load once the shell's entry script runs, read from the build
 * manifests (mf-manifest.json) of the versions the page uses: the shell's shared libraries
 * (React, the router, Emotion, …) and the page remote's entry script and the chunks of its page
 * module, and the remote's own copies of the shared libraries the shell does not provide (the
 * runtime asks for those only once the page module is requested). The page's starter fetches them
 * together with the shell's entry (inline-scripts.ts), instead of each waiting for the script
 * that asks for it: round trips fewer before the page is interactive. A version folder never
 * changes, so each manifest is read once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MODULE } from 'shared-contracts';

interface ManifestAssets {
  readonly assets?: { readonly js?: { readonly sync?: readonly unknown[] } };
}
interface Manifest {
  readonly shared?: readonly (ManifestAssets & { readonly name?: unknown })[];
  readonly exposes?: readonly (ManifestAssets & { readonly name?: unknown })[];
}

const FILE_NAME = /^[\w.-]+\.js$/;

const listOf = <T>(value: readonly T[] | undefined): readonly T[] => (Array.isArray(value) ? value : []);

const syncFiles = (entry: ManifestAssets | undefined): string[] =>
  listOf(entry?.assets?.js?.sync).filter(
    (file): file is string => typeof file === 'string' && FILE_NAME.test(file),
  );

function readManifest(dir: string): Manifest | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Manifest) : undefined;
  } catch {
    return undefined;
  }
}

export interface PageScriptsInput {
  /** The shell version's folder and its URL prefix (ending in /). */
  readonly shell: { readonly dir: string; readonly base: string };
  /** The page remote's version folder and URL prefix, when a remote shows the page. */
  readonly remote?: { readonly dir: string; readonly base: string };
}

export function createPageScripts(): (input: PageScriptsInput) => string[] {
  const cache = new Map<string, string[]>();
  const once = (key: string, read: () => string[]): string[] => {
    let files = cache.get(key);
    if (!files) {
      files = read();
      cache.set(key, files);
    }
    return files;
  };
  const shellShared = (dir: string) => listOf(readManifest(dir)?.shared);
  return ({ shell, remote }) => {
    const shared = once(shell.dir, () =>
      [...new Set(shellShared(shell.dir).flatMap(syncFiles))].map((f) => shell.base + f),
    );
    if (!remote) return shared;
    const page = once(`${shell.dir}\n${remote.dir}`, () => {
      const manifest = readManifest(remote.dir);
      const expose = listOf(manifest?.exposes).find((e) => e?.name === PAGE_MODULE.replace(/^\.\//, ''));
      const provided = new Set(shellShared(shell.dir).map((entry) => entry?.name));
      const ownCopies = listOf(manifest?.shared).filter((entry) => !provided.has(entry?.name));
      const files = ['remoteEntry.js', ...syncFiles(expose), ...ownCopies.flatMap(syncFiles)];
      return [...new Set(files)].map((f) => remote.base + f);
    });
    return [...shared, ...page];
  };
}

/** The scripts a page preloads (the shell's and its owner's entry chunks), read once per folder. */
export type PageScripts = ReturnType<typeof createPageScripts>;
