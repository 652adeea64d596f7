/**
 * Compression as a browser gets it: pages and API JSON compressed on the fly (brotli, else
 * gzip, else none), build files sent as their build-time `.br` / `.gz` copies, every such answer
 * marked `vary: accept-encoding`, and the live-score stream never compressed.
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
import { precompressFolder } from '../build/output-files.mjs';
import { buildTestSite, SETUP_TIMEOUT, type TestApi } from './helper';

const decode = (encoding: string | undefined, body: Buffer): string =>
  (encoding === 'br'
    ? zlib.brotliDecompressSync(body)
    : encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : body
  ).toString('utf8');

describe('pages and API answers', () => {
  let site: TestApi;
  beforeAll(async () => {
    site = await buildTestSite(['mf-news', 'mf-sports']);
  }, SETUP_TIMEOUT);
  afterAll(() => site.close());

  const get = (url: string, acceptEncoding?: string) =>
    site.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['br', 'br, gzip, deflate'],
    ['br', 'gzip;q=0.5, br'],
    ['gzip', 'gzip, deflate'],
  ])('sends %s to a browser that accepts "%s"', async (expected, accept) => {
    for (const url of ['/api/v3/site/config', '/api/v3/feed', '/sports/scores']) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.body.length).toBeGreaterThan(1024);
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      const body = decode(expected, res.rawPayload);
      expect(res.rawPayload.length).toBeLessThan(body.length);
      if (url.startsWith('/api/')) expect(JSON.parse(body)).toEqual(JSON.parse(plain.body));
      else expect(body).toContain('id="page-data"');
    }
  });

  it('keeps the page headers on a compressed page', async () => {
    const res = await get('/sports/scores', 'br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends a 404 page compressed too', async () => {
    const res = await get('/this/does/not/exist', 'gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', res.rawPayload)).toContain('id="page-data"');
  });

  it.each([undefined, 'identity', 'compress'])(
    'sends identity when the browser asks for no encoding we make (%s)',
    async (accept) => {
      const res = await get('/api/v3/feed', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(() => JSON.parse(res.body) as unknown).not.toThrow();
    },
  );

  it('sends small answers as they are', async () => {
    const res = await get('/registry.json', 'br');
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().remotes['mf-news'].version).toBe('0.1.0-mf-news');
  });

  it('never compresses the live-score stream, which keeps streaming', async () => {
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = site.app.server.address() as AddressInfo;
    const id = 'premier-league-2024-25-0113';
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          `http://127.0.0.1:${port}/api/v3/sporting_events/stream?ids=${id}`,
          { headers: { 'accept-encoding': 'br, gzip, deflate' } },
          resolve,
        )
        .on('error', reject);
    });
    try {
      expect(stream.headers['content-type']).toContain('text/event-stream');
      expect(stream.headers['content-encoding']).toBeUndefined();
      // The game's current state arrives as plain text while the stream stays open.
      const text = await new Promise<string>((resolve) => {
        let received = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          received += chunk;
          if (received.includes(`"id":"${id}"`)) resolve(received);
        });
      });
      expect(text).toMatch(/^retry: 5000\n\n/);
      expect(text).toContain('event: score');
      expect(stream.complete).toBe(false);
    } finally {
      stream.destroy();
    }
  });
});

describe('build files', () => {
  let app: FastifyInstance;
  let shellDir: string;
  let script: string;

  beforeAll(async () => {
    const appsDir = makeAppsDir();
    shellDir = writeBuild(appsDir, 'shell', '0.1.0-shell');
    writeBuild(appsDir, 'mf-news', '0.1.0-news');
    script = Array.from({ length: 200 }, (_, i) => `console.log("line ${i % 7}");`).join('\n');
    fs.writeFileSync(path.join(shellDir, 'main.js'), script);
    precompressFolder(shellDir);
    const locator = createAppLocator(appsDir);
    const registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
    registry.ensureActive();
    app = await buildApp({ registry, locator });
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    ['br', 'gzip, deflate, br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ])('sends the build-time %s copy of a script', async (encoding, accept, ext) => {
    const res = await get('/shell/0.1.0-shell/main.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // The very bytes the build wrote, not a second compression.
    expect(res.rawPayload.equals(fs.readFileSync(path.join(shellDir, `main.js${ext}`)))).toBe(true);
    expect(decode(encoding, res.rawPayload)).toBe(script);
  });

  it('sends the script itself to a browser that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/shell/0.1.0-shell/main.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe(script);
    }
  });

  it('sends the copies of other text files, such as a remote manifest and the logo', async () => {
    const newsDir = path.join(shellDir, '../../mf-news/0.1.0-news');
    fs.writeFileSync(path.join(newsDir, 'mf-manifest.json'), JSON.stringify({ padding: 'x'.repeat(4000) }));
    precompressFolder(newsDir);
    const manifest = await get('/remotes/mf-news/0.1.0-news/mf-manifest.json', 'br');
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decode('br', manifest.rawPayload))).toEqual({ padding: 'x'.repeat(4000) });

    const logo = await get('/assets/logo.svg', 'gzip');
    expect(logo.headers.vary).toBe('accept-encoding');
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(decode(logo.headers['content-encoding'] as string | undefined, logo.rawPayload)).toContain('<svg');
  });
});
