/**
 * Security headers on every kind of response (shell pages, API, build folders, the API
 * reference), HSTS only over https as the server sees it, and no body on any HEAD answer, even
 * the ones Node's parser refuses before Fastify sees the request.
 */
import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { INLINE_SCRIPT_HASHES } from '../src/edge/inline-scripts';
import { createAppLocator } from '../src/registry/apps';
import { createRegistryStore } from '../src/registry/store';
import { makeAppsDir, writeBuild } from '../src/registry/test-builds';
import { buildTestSite, SETUP_TIMEOUT, type TestApi } from './helper';

async function edgeOnly(trustProxy?: string | boolean): Promise<FastifyInstance> {
  const appsDir = makeAppsDir();
  writeBuild(appsDir, 'shell', '0.1.0-shell');
  const locator = createAppLocator(appsDir);
  const registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
  registry.ensureActive();
  return buildApp({ registry, locator, trustProxy });
}

describe('security headers', () => {
  let site: TestApi;
  beforeAll(async () => {
    site = await buildTestSite(['mf-news']);
  }, SETUP_TIMEOUT);
  afterAll(() => site.close());

  it('gives shell pages the strict policy with the hashes of their inline scripts, and the usual protections', async () => {
    for (const url of ['/', '/nada']) {
      const res = await site.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${INLINE_SCRIPT_HASHES.join(' ')}`);
      // Every inline script the page carries is one the policy allows, byte for byte.
      const inline = [
        // Data blocks (page data, structured data) are never run, so the policy does not name them.
        ...res.body.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      // The page's two inline scripts and the consent mark (docs/adr/014).
      expect(inline.length).toBe(3);
      for (const [, code] of inline) {
        expect(csp).toContain(
          `'sha256-${createHash('sha256')
            .update(code ?? '')
            .digest('base64')}'`,
        );
      }
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      // The TV player's HLS engine runs its transmuxer in a worker made from a blob: URL.
      expect(csp).toContain("worker-src 'self' blob:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      // A first visit gets its PSID cookie: the page is the reader's own.
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it.each([
    '/api/v3/feed?per=1',
    '/api/v3/nada',
    '/api/v3/media/news_stories/nao-existe',
    '/registry.json',
    '/healthz',
    '/robots.txt',
    '/shell/0.1.0-shell/index.html',
    '/shell/0.1.0-shell/assets/logo.svg',
  ])('sends nosniff and a policy with %s', async (url) => {
    const res = await site.app.inject(url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each([
    '/remotes/mf-news/0.1.0-mf-news/remoteEntry.js',
    '/shell/0.1.0-shell/main.js',
    '/shell/0.1.0-shell/nada.js',
    '/remotes/shell/0.1.0-shell/main.js',
  ])(
    'sends a script (%s) nosniff and none of the page policy: its headers stay under 450 bytes',
    async (url) => {
      const res = await site.app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'last-modified',
        'accept-ranges',
      ])
        expect(res.headers[name]).toBeUndefined();
      if (res.statusCode !== 200) return;
      const headerBytes = Object.entries(res.headers).reduce(
        (sum, [name, value]) => sum + name.length + String(value).length + 4,
        0,
      );
      expect(headerBytes).toBeLessThan(450);
    },
  );

  it('lets other origins load build folders (CORS and CORP agree)', async () => {
    const res = await site.app.inject('/remotes/mf-news/0.1.0-mf-news/remoteEntry.js');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('gives the API reference its own policy, never framed', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await site.app.inject(url);
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      for (const hash of INLINE_SCRIPT_HASHES) expect(csp).not.toContain(hash);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends no HSTS over plain http', async () => {
    const res = await site.app.inject('/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a proxy', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('is sent when a trusted proxy says the request came over https', async () => {
    const app = await edgeOnly('127.0.0.1');
    apps.push(app);
    for (const url of ['/', '/healthz', '/nada']) {
      const res = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const plain = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent on the word of a proxy the server does not trust', async () => {
    const app = await edgeOnly();
    apps.push(app);
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HEAD answers', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await edgeOnly();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Sends raw bytes and reads until the server closes or a full answer has arrived. */
  const raw = (request: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('latin1');
        // Keep-alive answers: stop once the headers and the announced body are in.
        const end = data.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(data)?.[1];
        if (end >= 0 && length !== undefined && data.length >= end + 4 + Number(length)) {
          socket.end();
          setTimeout(() => resolve(data), 50);
        }
      });
      socket.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' ? resolve(data) : reject(error),
      );
      socket.on('close', () => resolve(data));
    });
  const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);
  const huge = `X-Big: ${'a'.repeat(20_000)}\r\n`;

  it('has no body when the headers are too large (431)', async () => {
    const answer = await raw(`HEAD / HTTP/1.1\r\nHost: x\r\n${huge}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-length: 0\r\n/i);
    expect(bodyOf(answer)).toBe('');
  });

  it('keeps the JSON error for the same refusal to GET', async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: x\r\n${huge}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(bodyOf(answer))).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'Request headers are too large.' },
    });
  });

  it.each(['/', '/nada', '/healthz', '/robots.txt', '/api/docs'])('has no body for %s', async (url) => {
    const answer = await raw(`HEAD ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(bodyOf(answer)).toBe('');
  });
});

describe('responses that set a cookie', () => {
  it('are private, whatever the route said about caching', async () => {
    const { default: Fastify } = await import('fastify');
    const { addSecurityHooks } = await import('../src/edge/security-headers');
    const app = Fastify();
    addSecurityHooks(app);
    app.get('/public', (_req, reply) =>
      reply.header('cache-control', 'public, max-age=60').header('set-cookie', 'a=1').send('x'),
    );
    app.get('/none', (_req, reply) => reply.header('set-cookie', 'a=1').send('x'));
    app.get('/plain', (_req, reply) => reply.header('cache-control', 'public, max-age=60').send('x'));
    expect((await app.inject('/public')).headers['cache-control']).toBe('private, max-age=60');
    expect((await app.inject('/none')).headers['cache-control']).toBe('private, no-cache');
    expect((await app.inject('/plain')).headers['cache-control']).toBe('public, max-age=60');
    await app.close();
  });
});
