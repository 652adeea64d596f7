/**
 * Helpers that act as ops would: publish a version folder (a copy of a build, changed at will),
 * and drive the registry with the registry command, run by the server that owns the embedded
 * database (infra/src/registry/control-socket.ts), exactly as `npm run registry` does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type AppName, createAppLocator } from '../../src/registry/apps';
import { sendRegistryCommand, socketPathOf } from '../../src/registry/control-socket';
import { listFiles, precompressFolder } from '../../build/output-files.mjs';
import { RELEASE_FILE, writeRelease } from '../../build/release-manifest.mjs';
import { E2E } from '../playwright.config';

export const locator = createAppLocator();

/** Runs `npm run registry -- …argv` in the e2e server; its exit code and lines. */
export async function registryCommand(...argv: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await sendRegistryCommand(socketPathOf(E2E.dataDir), argv, 'e2e', (line) => lines.push(line));
  if (code === undefined) throw new Error('the e2e server does not answer registry commands');
  return { code, lines };
}

async function succeed(...argv: string[]): Promise<string[]> {
  const { code, lines } = await registryCommand(...argv);
  if (code !== 0) throw new Error(`registry ${argv.join(' ')}: ${lines.join('\n')}`);
  return lines;
}

export const registry = () => ({
  /** The stable version of `app` (status line "<app> stable <version> (…)"). */
  async active(app: AppName): Promise<string | undefined> {
    const lines = await succeed('status');
    const line = lines.find((l) => l.startsWith(`${app} `));
    return /stable (\S+)/.exec(line ?? '')?.[1];
  },
  activate: async (app: AppName, version: string) => void (await succeed('activate', app, version)),
  canary: async (app: AppName, version: string, percent: number) =>
    void (await succeed('canary', app, version, String(percent))),
  /** Rolls back; resolves to the version every reader gets now. */
  async rollback(app: AppName): Promise<string> {
    const [line = ''] = await succeed('rollback', app);
    return /(?:->|gets) (\S+?)(?: |$)/.exec(line)?.[1] ?? '';
  },
});

/**
 * Publishes a copy of the stable build of `app` as a new version (as a deploy would): copied,
 * changed by `mutate`, its compressed copies and release.json made again (with `contract` when
 * given, else the build's own), then `registry publish`.
 */
export async function publishCopy(
  app: AppName,
  newVersion: string,
  mutate?: (dir: string) => void,
  contract?: unknown,
): Promise<string> {
  const active = await registry().active(app);
  if (!active) throw new Error(`${app} has no active version`);
  const from = path.join(locator.versionsDir(app), active);
  const to = path.join(locator.versionsDir(app), newVersion);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  if (mutate) {
    mutate(to);
    // Like a build: the compressed copies match the files as they are now.
    for (const file of listFiles(to)) {
      if (/\.(?:br|gz)$/.test(file)) fs.rmSync(path.join(to, file));
    }
    precompressFolder(to);
  }
  const built = JSON.parse(fs.readFileSync(path.join(from, RELEASE_FILE), 'utf8')) as { contract: unknown };
  writeRelease(to, { app, version: newVersion, contract: contract ?? built.contract });
  await succeed('publish', app, newVersion);
  return to;
}

export function removeVersion(app: AppName, version: string): void {
  fs.rmSync(path.join(locator.versionsDir(app), version), { recursive: true, force: true });
}
