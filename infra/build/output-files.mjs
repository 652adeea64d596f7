// @ts-check
/**
 * What a build writes into its version folder besides webpack's chunks: the version hash of the
 * output, and a brotli (`.br`) and a gzip (`.gz`) copy beside every text file, which the edge
 * sends as they are to browsers that accept them (no compression work per request).
 *
 * The hash covers the original files only. The compressed copies are the same bytes in another
 * encoding, and their exact bytes depend on the zlib/brotli of the machine that built them: with
 * them in the hash, the same source built on another Node.js would get another version.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text files worth compressing (source maps are left out: only developer tools fetch them). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|xml|webmanifest)$/;

export const ENCODINGS = /** @type {const} */ ({ br: '.br', gzip: '.gz' });

/** @param {Buffer} data */
export function brotli(data) {
  return zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** @param {Buffer} data */
export function gzip(data) {
  return zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** @param {string} dir @returns {string[]} every file under dir, relative, sorted */
export function listFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A compressed copy that the build wrote beside its original. @param {string} file @param {Set<string>} all */
function isCompressedCopy(file, all) {
  return Object.values(ENCODINGS).some((ext) => file.endsWith(ext) && all.has(file.slice(0, -ext.length)));
}

/** A remote's server bundle (`server/`): run by the edge, never sent to browsers. @param {string} file */
function isServerFile(file) {
  return file.split(path.sep)[0] === 'server';
}

/** The output hash of a build folder: original files only, no source maps, no compressed copies. @param {string} dir */
export function hashFolder(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  const hash = createHash('sha256');
  for (const file of files) {
    if (file.endsWith('.map') || isCompressedCopy(file, all)) continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of dir that does not have them yet
 * (a server bundle's files excepted),
 * each only when it is smaller than the original. Each copy is written under a temporary name
 * and renamed, so a server never sends half a file. Returns how many copies were written.
 * @param {string} dir
 */
export function precompressFolder(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  let written = 0;
  for (const file of files) {
    // release.json (release-manifest.mjs) lists the copies, so it is never compressed itself.
    if (file === 'release.json') continue;
    if (!COMPRESSIBLE.test(file) || isCompressedCopy(file, all) || isServerFile(file)) continue;
    const source = path.join(dir, file);
    const data = fs.readFileSync(source);
    for (const [encoding, ext] of Object.entries(ENCODINGS)) {
      const target = source + ext;
      if (fs.existsSync(target)) continue;
      const packed = encoding === 'br' ? brotli(data) : gzip(data);
      if (packed.length >= data.length) continue;
      const tmp = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, packed);
      fs.renameSync(tmp, target);
      written += 1;
    }
  }
  return written;
}
