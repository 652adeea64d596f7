/** Test helper: lays out version folders the way infra/build/build-app.mjs writes them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentContract, writeRelease } from '../../build/release-manifest.mjs';
import { REPO_ROOT, type AppName } from './apps';

const made: string[] = [];
// Imported only by test files (and their helpers): each file removes the folders it made.
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder of app builds, removed after the test file. */
export function makeAppsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onda-apps-'));
  made.push(dir);
  return dir;
}

export function writeBuild(appsDir: string, app: AppName, version: string, template?: string): string {
  const dir = path.join(appsDir, app, version);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  if (app === 'shell') {
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      template ??
        '<!doctype html><html lang="pt-BR"><head><!--edge:head--><!--edge:preload--></head><body><div id="root"></div><!--edge:data--><script defer src="__SHELL_BASE__main.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(dir, 'main.js'), 'console.log("shell")');
    fs.writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  } else {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: app, version }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app} ${version} */`);
  }
  return dir;
}

/** A build with its release.json (the files' hashes and the contract), as build-app.mjs writes it. */
export function writeReleasedBuild(
  appsDir: string,
  app: AppName,
  version: string,
  contract: unknown = currentContract(REPO_ROOT),
): string {
  const dir = writeBuild(appsDir, app, version);
  writeRelease(dir, { app, version, contract });
  return dir;
}
