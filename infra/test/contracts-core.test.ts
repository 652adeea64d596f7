/**
 * The contracts every app runs (shared-contracts/src/core.ts) are one copy per page: the shell
 * provides them, and the rest of the package, bundled by each app, reaches them only through
 * `shared-contracts/core`. A relative import into them from outside would give a remote a second
 * copy of what it imports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moduleGraph, runtimeImports } from '../build/module-graph.mjs';

const src = path.resolve(__dirname, '../../shared-contracts/src');
const rel = (file: string) => path.relative(src, file);

describe('the contracts every app shares', () => {
  const core = new Set(moduleGraph(path.join(src, 'core.ts')));

  it('are the checks, the route table and the rest core.ts names, with each lazy schema', () => {
    const files = [...core].map(rel);
    expect(files).toEqual(
      expect.arrayContaining([
        'checks/check.ts',
        'checks/wire.generated.ts',
        'checks/wire/ArticlePage.generated.ts',
        'routes.ts',
        'form-paths.ts',
        'safe-url.ts',
        'locale.ts',
        'first-tap.ts',
      ]),
    );
    // Reached only through type imports, so not run by the core.
    expect(files).not.toContain('api-client.ts');
    expect(files).not.toContain('bus.ts');
  });

  it('are reached from the rest of the package only as shared-contracts/core', () => {
    const browserCode = new Set([
      ...moduleGraph(path.join(src, 'browser.ts')),
      ...moduleGraph(path.join(src, 'remote-kit/index.ts')),
    ]);
    const intoCore = [...browserCode]
      .filter((file) => !core.has(file))
      .flatMap((file) =>
        runtimeImports(file)
          .filter((target) => core.has(target))
          .map((target) => `${rel(file)} → ${rel(target)}`),
      );
    expect(browserCode.size).toBeGreaterThan(20);
    expect(intoCore).toEqual([]);
  });
});

describe('moduleGraph', () => {
  it('follows relative and dynamic imports, not type-only or package imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onda-graph-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('a.ts', "import { b } from './b';\nimport type { T } from './t';\nexport * from 'pkg/x';\n");
    write('b.ts', "export const b = () => import('./c').then((m) => m.c);\n");
    write('c.ts', 'export const c = 1;\n');
    write('t.ts', 'export type T = number;\n');
    expect(moduleGraph(path.join(dir, 'a.ts')).map((f) => path.basename(f))).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
    ]);
    write('d.ts', "import { gone } from './gone';\n");
    expect(() => moduleGraph(path.join(dir, 'd.ts'))).toThrow(/cannot resolve \.\/gone/);
  });
});
