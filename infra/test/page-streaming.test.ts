/**
 * A server-rendered page is streamed: the head and the layout up to the page's slot reach the
 * browser while the page remote is still rendering (reading its data), and the two parts make the
 * same page as one piece would, compressed or not. The shell's layout bundle is a small stand-in
 * written into its version folder, loaded the way the edge loads real ones; the remote's render is
 * the edge's renderer answering late: in the streaming test, only once the page's first piece has
 * reached the browser (a condition, not a clock: a busy machine delays both alike).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createAppLocator } from '../src/registry/apps';
import { createRegistryStore } from '../src/registry/store';
import { makeAppsDir, writeBuild } from '../src/registry/test-builds';

/**
 * The stand-in remote's render waits until the test saw the page's first piece (`seen`), or
 * LATE_MS at most: a page that is not streamed sends nothing before its render, so its test finds
 * the render `late` instead of hanging.
 */
const LATE_MS = 10_000;
const gate: { seen: boolean; late: boolean; release: () => void } = {
  seen: true,
  late: false,
  release: () => undefined,
};

function waitForFirstPiece(): Promise<void> {
  if (gate.seen) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      gate.late = true;
      resolve();
    }, LATE_MS);
    gate.release = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

function writeServerBundle(dir: string, source: string): void {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'index.js'), source);
}

interface Received {
  readonly status: number;
  readonly encoding: string | undefined;
  /** The decoded text as it arrived, piece by piece. */
  readonly pieces: { readonly text: string }[];
}

function get(
  origin: string,
  pathname: string,
  encoding?: 'br' | 'gzip',
  onFirstPiece: () => void = () => undefined,
): Promise<Received> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      origin + pathname,
      { headers: encoding ? { 'accept-encoding': encoding } : {} },
      (res) => {
        const contentEncoding = res.headers['content-encoding'];
        const decoded =
          contentEncoding === 'br'
            ? res.pipe(zlib.createBrotliDecompress())
            : contentEncoding === 'gzip'
              ? res.pipe(zlib.createGunzip())
              : res;
        const pieces: { text: string }[] = [];
        decoded.on('data', (chunk: Buffer) => {
          pieces.push({ text: chunk.toString() });
          if (pieces.length === 1) onFirstPiece();
        });
        decoded.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: contentEncoding, pieces }));
        decoded.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

describe('a server-rendered page is streamed', () => {
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    const appsDir = makeAppsDir();
    const shell = writeBuild(appsDir, 'shell', '0.1.0-shell');
    writeServerBundle(
      shell,
      `exports.renderLayout = (input) => ({
        html: '<header>Cabeçalho</header><main><div id="slot-mf-news">' +
          (input.slot && input.slot.remote === 'mf-news' ? input.slot.html : '') +
          '</div></main><footer>Rodapé</footer>',
      });`,
    );
    writeBuild(appsDir, 'mf-news', '0.1.0-news');
    const locator = createAppLocator(appsDir);
    const registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
    registry.ensureActive();
    app = await buildApp({
      registry,
      locator,
      // The news remote's render, as the edge's server renderer answers it: late, and for one
      // path not at all (a failed render).
      renderRemote: async ({ url }) => {
        await waitForFirstPiece();
        if (url === '/feed/recent') return undefined;
        return { html: '<h1>Manchete</h1>', results: { hero: { ok: true, status: 200, data: 1 } } };
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it.each([['br'], ['gzip'], [undefined]] as const)(
    'sends the head and the header first, then the page (%s)',
    async (encoding) => {
      Object.assign(gate, { seen: false, late: false });
      const {
        status,
        encoding: sent,
        pieces,
      } = await get(origin, '/', encoding, () => {
        gate.seen = true;
        gate.release();
      }).finally(() => (gate.seen = true));
      // The render waited for the first piece: the head and the header went out before it.
      expect(gate.late).toBe(false);
      expect(status).toBe(200);
      expect(sent).toBe(encoding);
      const html = pieces.map((piece) => piece.text).join('');
      const first = pieces[0];
      expect(first?.text).toContain('<title>');
      expect(first?.text).toContain('<header>Cabeçalho</header>');
      expect(first?.text).not.toContain('Manchete');
      // One page: the remote's first screen in its slot, then the rest of the layout and the data.
      expect(html).toMatch(
        /<div id="slot-mf-news"><div data-server-render="mf-news" data-version="0.1.0-news"><h1>Manchete<\/h1><\/div><\/div><\/main><footer>Rodapé<\/footer><\/div>/,
      );
      expect(html).toContain('<script type="application/json" data-server-data="mf-news">');
      expect(html).toContain('"rendered":{"mf-news":"0.1.0-news"}');
      expect(html.indexOf('<!doctype html>')).toBe(0);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      expect(html).not.toContain('<!--edge:');
    },
  );

  it('still ends the page when the remote fails: its slot is left for the browser to render', async () => {
    const { status, pieces } = await get(origin, '/feed/recent', 'br');
    expect(status).toBe(200);
    const html = pieces.map((piece) => piece.text).join('');
    expect(html).toContain('<div id="slot-mf-news"></div></main><footer>Rodapé</footer>');
    expect(html).not.toContain('data-server-data');
    expect(html).not.toContain('"rendered":');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { status, length } = await new Promise<{ status: number; length: number }>((resolve, reject) => {
      const req = http.request(
        origin + '/',
        { method: 'HEAD', headers: { 'accept-encoding': 'br' } },
        (res) => {
          let length = 0;
          res.on('data', (chunk: Buffer) => (length += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, length }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
    expect(length).toBe(0);
  });
});
