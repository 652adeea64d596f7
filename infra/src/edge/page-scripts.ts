/**
 * The scripts a page goes on to load once the shell's entry script runs, read from the build
 * manifests (mf-manifest.json) of the versions the page uses: the shell's shared libraries
 * (React, the router, Emotion, …) and the page remote's entry script and the chunks of its page
 * module, the chunk of the page's route when its code is one (route-chunks.json, written by the
 * build), and the remote's own copies of the shared libraries the shell does not provide (the
 * runtime asks for those only once the page module is requested). The page's starter fetches them
 * together with the shell's entry (inline-scripts.ts), instead of each waiting for the script
 * that asks for it: round trips fewer before the page is interactive. A version folder never
 * changes, so each manifest is read once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MODULE } from 'shared-contracts';
import { ROUTE_CHUNKS_FILE } from '../../build/route-chunks.mjs';

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

function readJson(dir: string, file: string): object | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

const readManifest = (dir: string): Manifest | undefined => readJson(dir, 'mf-manifest.json');

/** The files of the route chunk `name` (route-chunks.json); none for a folder built without it. */
function routeChunkFiles(dir: string, name: string): string[] {
  const chunks = readJson(dir, ROUTE_CHUNKS_FILE) as Record<string, unknown> | undefined;
  const files = chunks && Object.hasOwn(chunks, name) ? chunks[name] : undefined;
  return Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string' && FILE_NAME.test(file))
    : [];
}

export interface PageScriptsInput {
  /** The shell version's folder and its URL prefix (ending in /). */
  readonly shell: { readonly dir: string; readonly base: string };
  /**
   * The page remote's version folder and URL prefix, when a remote shows the page, and the chunk
   * of the page's route when its code is one (the remote's server bundle names it).
   */
  readonly remote?: { readonly dir: string; readonly base: string; readonly route?: string };
}

/** The value kept under `key`, read the first time it is asked for. */
function memo<T>(cache: Map<string, T>, key: string, read: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = read();
    cache.set(key, value);
  }
  return value;
}

interface ShellScripts {
  /** The files of the shell's shared libraries, as URLs. */
  readonly files: string[];
  /** The names of the shared modules the shell provides. */
  readonly provides: ReadonlySet<unknown>;
}

export function createPageScripts(): (input: PageScriptsInput) => string[] {
  const shells = new Map<string, ShellScripts>();
  const pages = new Map<string, string[]>();
  const shellScripts = (shell: PageScriptsInput['shell']): ShellScripts =>
    memo(shells, shell.dir, () => {
      const shared = listOf(readManifest(shell.dir)?.shared);
      return {
        files: [...new Set(shared.flatMap(syncFiles))].map((f) => shell.base + f),
        provides: new Set(shared.map((entry) => entry?.name)),
      };
    });
  return ({ shell, remote }) => {
    const { files: shared, provides } = shellScripts(shell);
    if (!remote) return shared;
    return memo(pages, `${shell.dir}\n${remote.dir}\n${remote.route ?? ''}`, () => {
      const manifest = readManifest(remote.dir);
      const expose = listOf(manifest?.exposes).find((e) => e?.name === PAGE_MODULE.replace(/^\.\//, ''));
      const ownCopies = listOf(manifest?.shared).filter((entry) => !provides.has(entry?.name));
      const route = remote.route ? routeChunkFiles(remote.dir, remote.route) : [];
      const files = new Set([
        'remoteEntry.js',
        ...syncFiles(expose),
        ...route,
        ...ownCopies.flatMap(syncFiles),
      ]);
      return [...shared, ...[...files].map((f) => remote.base + f)];
    });
  };
}

/** The scripts a page preloads (the shell's and its owner's entry chunks), read once per folder. */
export type PageScripts = ReturnType<typeof createPageScripts>;
