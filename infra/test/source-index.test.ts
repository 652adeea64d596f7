/**
 * npm start rebuilds an app when its source changed and skips it when not: the fingerprint follows
 * the app's files and the shared inputs, and the index maps each fingerprint to its build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtFrom, readSourceIndex, recordBuild, sourceFingerprint } from '../build/source-index.mjs';

function makeRepo(): { root: string; app: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'onda-source-'));
  const app = path.join(root, 'mf-demo');
  for (const dir of ['mf-demo/src', 'mf-demo/dist/0.1.0-abc', 'shared-contracts/src', 'infra/build'])
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(app, 'src/App.tsx'), 'export const App = 1;');
  fs.writeFileSync(path.join(app, 'package.json'), '{"name":"mf-demo","version":"0.1.0"}');
  fs.writeFileSync(path.join(app, 'dist/0.1.0-abc/mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'shared-contracts/src/index.ts'), 'export {};');
  fs.writeFileSync(path.join(root, 'infra/build/federation.mjs'), 'export {};');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  return { root, app };
}

describe('source fingerprint', () => {
  it('is stable for the same source and ignores the build output', () => {
    const { app } = makeRepo();
    const before = sourceFingerprint(app);
    fs.writeFileSync(path.join(app, 'dist/0.1.0-abc/extra.js'), 'x');
    expect(sourceFingerprint(app)).toBe(before);
  });

  it.each([
    ['the app', 'mf-demo/src/App.tsx'],
    ['the shared contracts', 'shared-contracts/src/index.ts'],
    ['the build factory', 'infra/build/federation.mjs'],
    ['the lock file', 'package-lock.json'],
  ])('changes when %s changes', (_what, file) => {
    const { root, app } = makeRepo();
    const before = sourceFingerprint(app);
    fs.appendFileSync(path.join(root, file), '\n// changed');
    expect(sourceFingerprint(app)).not.toBe(before);
  });
});

describe('source index', () => {
  it('finds the build of a recorded source while its folder exists', () => {
    const { app } = makeRepo();
    const dist = path.join(app, 'dist');
    expect(builtFrom(dist, 'src-1', 'mf-manifest.json')).toBeUndefined();
    recordBuild(dist, 'src-1', '0.1.0-abc');
    expect(builtFrom(dist, 'src-1', 'mf-manifest.json')).toBe('0.1.0-abc');
    expect(readSourceIndex(dist).latest).toEqual({ source: 'src-1', version: '0.1.0-abc' });
    fs.rmSync(path.join(dist, '0.1.0-abc'), { recursive: true });
    expect(builtFrom(dist, 'src-1', 'mf-manifest.json')).toBeUndefined();
  });

  it('treats an unreadable index as nothing built', () => {
    const { app } = makeRepo();
    fs.writeFileSync(path.join(app, 'dist/source-index.json'), '{not json');
    expect(readSourceIndex(path.join(app, 'dist'))).toEqual({ bySource: {} });
  });
});
