// @ts-check
/**
 * The modules a source file runs: its relative imports and dynamic imports, resolved to files,
 * and theirs in turn. Type-only imports are left out (they leave no code). Package imports
 * (`react`, `shared-contracts/core`) end the walk: they are another shared module's business.
 */
import fs from 'node:fs';
import path from 'node:path';

const RUNTIME_IMPORT = /(?:^(?:import|export)(?! type)[^;]*?from |import\()\s*'(\.{1,2}\/[^']+)'/gm;
/** Block comments and whole-line comments: an example import in a comment runs nothing. */
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** @param {string} base */
function resolveSource(base) {
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/**
 * The files one source file imports by relative path at run time.
 * @param {string} file absolute path
 * @returns {string[]}
 */
export function runtimeImports(file) {
  const source = fs.readFileSync(file, 'utf8').replace(COMMENTS, '');
  return [...source.matchAll(RUNTIME_IMPORT)].map(([, request]) => {
    const found = resolveSource(path.resolve(path.dirname(file), request));
    if (!found) throw new Error(`${file}: cannot resolve ${request}`);
    return found;
  });
}

/**
 * The entry and every file it runs through relative imports, in the order first reached.
 * @param {string} entry absolute path
 * @returns {string[]}
 */
export function moduleGraph(entry) {
  const seen = new Set([entry]);
  for (const file of seen) for (const next of runtimeImports(file)) seen.add(next);
  return [...seen];
}
