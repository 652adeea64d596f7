// @ts-check
/**
 * A version folder's release manifest, `release.json`: the app, its version, the contract it was
 * built against (shared-contracts/contract.json) and the SHA-256 of every file in the folder
 * (compressed copies and the server bundle included). The registry refuses to publish a folder
 * whose files differ from it, and servers check a version they fetch from the store against it,
 * so what readers get is byte for byte what was built.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './output-files.mjs';

export const RELEASE_FILE = 'release.json';

/** @param {string} file */
export function fileDigest(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Writes dir/release.json for the folder as it is now.
 * @param {string} dir @param {{ app: string; version: string; contract: unknown }} release
 */
export function writeRelease(dir, { app, version, contract }) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const file of listFiles(dir)) {
    if (file === RELEASE_FILE) continue;
    files[file.split(path.sep).join('/')] = fileDigest(path.join(dir, file));
  }
  const body = JSON.stringify({ app, version, contract, files }, null, 2) + '\n';
  const tmp = path.join(dir, `.${RELEASE_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, body);
  fs.renameSync(tmp, path.join(dir, RELEASE_FILE));
}

/** The contract of the repository's shared-contracts (written by `npm run checks`). @param {string} repoRoot */
export function currentContract(repoRoot) {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-contracts', 'contract.json'), 'utf8'));
}

/**
 * What is wrong with a folder's files against its release.json, or undefined when they match.
 * @param {string} dir @param {{ app: string; version: string }} expected
 * @returns {string | undefined}
 */
export function checkRelease(dir, expected) {
  let release;
  try {
    release = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FILE), 'utf8'));
  } catch {
    return `${RELEASE_FILE} is missing or not JSON`;
  }
  if (release?.app !== expected.app || release?.version !== expected.version) {
    return `${RELEASE_FILE} names ${release?.app} ${release?.version}`;
  }
  const files = release.files;
  if (typeof files !== 'object' || files === null) return `${RELEASE_FILE} lists no files`;
  const present = new Set(
    listFiles(dir)
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => f !== RELEASE_FILE),
  );
  for (const [file, digest] of Object.entries(files)) {
    if (!present.has(file)) return `${file} is missing`;
    if (fileDigest(path.join(dir, file)) !== digest) return `${file} does not match its hash`;
    present.delete(file);
  }
  const extra = [...present][0];
  return extra ? `${extra} is not in ${RELEASE_FILE}` : undefined;
}
