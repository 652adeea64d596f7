/**
 * What a build leaves in its version folder besides webpack's chunks: brotli and gzip copies of
 * its text files, and a version hash that those copies do not change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { hashFolder, precompressFolder } from '../build/output-files.mjs';

function makeFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onda-build-'));
  const text = (n: number) =>
    Array.from({ length: n }, (_, i) => `export const v${i % 9} = "valor ${i % 5}";`).join('\n');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), text(300));
  fs.writeFileSync(path.join(dir, 'main.0123456789.js.map'), text(300));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ files: text(50).split('\n') }));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><body>${text(40)}</body></html>`);
  fs.writeFileSync(
    path.join(dir, 'assets', 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
  );
  fs.writeFileSync(
    path.join(dir, 'assets', 'photo.png'),
    Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256)),
  );
  fs.writeFileSync(path.join(dir, 'tiny.js'), '1');
  return dir;
}

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy beside each text file, equal to it once decoded', () => {
    const dir = makeFolder();
    precompressFolder(dir);
    for (const file of ['main.0123456789.js', 'mf-manifest.json', 'index.html', 'assets/logo.svg']) {
      const original = fs.readFileSync(path.join(dir, file));
      const br = fs.readFileSync(path.join(dir, `${file}.br`));
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      expect(br.length).toBeLessThanOrEqual(gz.length);
    }
  });

  it("leaves a remote's server bundle alone: the edge runs it, browsers never get it", () => {
    const dir = makeFolder();
    fs.mkdirSync(path.join(dir, 'server'));
    fs.copyFileSync(path.join(dir, 'main.0123456789.js'), path.join(dir, 'server', 'index.js'));
    precompressFolder(dir);
    const files = fs.readdirSync(path.join(dir, 'server'));
    expect(files).toEqual(['index.js']);
    expect(fs.existsSync(path.join(dir, 'main.0123456789.js.br'))).toBe(true);
    // The version hash covers it like any other output: another server bundle, another version.
    const before = hashFolder(dir);
    fs.appendFileSync(path.join(dir, 'server', 'index.js'), '\n// changed');
    expect(hashFolder(dir)).not.toBe(before);
  });

  it('leaves source maps, binary files and files compression would not shrink alone', () => {
    const dir = makeFolder();
    precompressFolder(dir);
    const files = fs.readdirSync(dir, { recursive: true }).map(String);
    for (const file of ['main.0123456789.js.map', 'assets/photo.png', 'tiny.js']) {
      expect(files).toContain(file);
      expect(files).not.toContain(`${file}.br`);
      expect(files).not.toContain(`${file}.gz`);
    }
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('adds only what is missing when run again, and never rewrites a copy', () => {
    const dir = makeFolder();
    expect(precompressFolder(dir)).toBe(8);
    const copy = path.join(dir, 'index.html.br');
    const before = fs.statSync(copy).mtimeMs;
    expect(precompressFolder(dir)).toBe(0);
    fs.rmSync(path.join(dir, 'mf-manifest.json.gz'));
    expect(precompressFolder(dir)).toBe(1);
    expect(fs.statSync(copy).mtimeMs).toBe(before);
  });
});

describe('hashFolder', () => {
  it('gives the same version with or without the compressed copies', () => {
    const dir = makeFolder();
    const before = hashFolder(dir);
    precompressFolder(dir);
    expect(hashFolder(dir)).toBe(before);
  });

  it('changes when a file changes, and ignores source maps', () => {
    const dir = makeFolder();
    const before = hashFolder(dir);
    fs.appendFileSync(path.join(dir, 'main.0123456789.js.map'), '\n');
    expect(hashFolder(dir)).toBe(before);
    fs.appendFileSync(path.join(dir, 'main.0123456789.js'), '\n');
    expect(hashFolder(dir)).not.toBe(before);
  });

  it('counts a .gz file that is no copy of another file', () => {
    const dir = makeFolder();
    const before = hashFolder(dir);
    fs.writeFileSync(path.join(dir, 'assets', 'data.gz'), zlib.gzipSync('dados'));
    expect(hashFolder(dir)).not.toBe(before);
  });
});
