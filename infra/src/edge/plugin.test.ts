import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import { buildApp } from '../app';
import { createAppLocator } from '../registry/apps';
import { createRegistryStore } from '../registry/store';
import { makeAppsDir, writeBuild } from '../registry/test-builds';

describe('edge server', () => {
  let app: FastifyInstance;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = makeAppsDir();
    writeBuild(appsDir, 'shell', '0.1.0-shell');
    writeBuild(appsDir, 'mf-news', '0.1.0-news');
    writeBuild(appsDir, 'mf-sports', '0.1.0-sports');
    const locator = createAppLocator(appsDir);
    const registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
    registry.ensureActive();
    app = await buildApp({ registry, locator });
  });
  afterAll(() => app.close());

  it('answers /healthz when a shell build is active', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', shell: '0.1.0-shell' });
  });

  it('serves the shell page for every known route with the registry inlined', async () => {
    const res = await app.inject('/sports/scores');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // An edge without the API issues no guest id: the page is nobody's in particular.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('"mf-sports":{"version":"0.1.0-sports"');
    expect(res.body).toContain(
      'data-entry="/shell/0.1.0-shell/main.js" data-preload="/remotes/mf-sports/0.1.0-sports/remoteEntry.js"',
    );
  });

  it('answers unknown routes with the shell page and status 404', async () => {
    const res = await app.inject('/this/does/not/exist');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="page-data"');
  });

  it('serves the registry with no-cache', async () => {
    const res = await app.inject('/registry.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().remotes['mf-news'].version).toBe('0.1.0-news');
  });

  it("never serves a remote's server bundle", async () => {
    fs.mkdirSync(path.join(appsDir, 'mf-news', '0.1.0-news', 'server'), { recursive: true });
    fs.writeFileSync(path.join(appsDir, 'mf-news', '0.1.0-news', 'server', 'index.js'), 'exports.x = 1;');
    const res = await app.inject('/remotes/mf-news/0.1.0-news/server/index.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('exports');
  });

  it('serves version folders as immutable', async () => {
    const res = await app.inject('/remotes/mf-news/0.1.0-news/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/remotes/mf-news/0.1.0-nope/remoteEntry.js',
    '/remotes/mf-news/..%2F..%2Fregistry.json/x',
    '/remotes/evil/0.1.0-news/remoteEntry.js',
    '/remotes/mf-news/0.1.0-news/..%2F..%2F..%2Fregistry.json',
  ])('does not serve %s', async (url) => {
    const res = await app.inject(url);
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('"apps"');
  });

  it('never serves the registry file from outside a version folder', async () => {
    const res = await app.inject('/shell/0.1.0-shell/%2e%2e/%2e%2e/registry.json');
    expect(res.body).not.toContain('"apps"');
  });

  it('collapses double slashes with a same-origin redirect', async () => {
    const res = await app.inject('//evil.example//path');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/evil.example/path');
  });

  it.each([
    ['/old', '/'],
    ['/site_redirect?path=%2Fsports%2Fscores', '/sports/scores'],
    ['/site_redirect?path=%2F%2Fevil.example', '/'],
    ['/site_redirect?path=https%3A%2F%2Fevil.example', '/'],
    ['/site_redirect', '/'],
  ])('answers %s with a redirect to %s, before any script runs', async (url, location) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('serves the no-JavaScript page to legacy browsers', async () => {
    const res = await app.inject({
      url: '/notsupported',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' },
    });
    expect(res.body).toContain('Navegador não suportado');
    expect(res.body).not.toContain('<script');
  });

  it('uses the locale cookie for the page language', async () => {
    const res = await app.inject({ url: '/', headers: { cookie: 'onda_locale=es' } });
    expect(res.body).toContain('<html lang="es"');
  });

  it("renders a page in the language its address asks for, naming each language's URL", async () => {
    const res = await app.inject({ url: '/tv?lang=en', headers: { cookie: 'onda_locale=es' } });
    const site = FALLBACK_SITE_CONFIG.url;
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('"locale":"en"');
    expect(res.body).toContain(`<link rel="canonical" href="${site}/tv?lang=en" />`);
    expect(res.body).toContain('<meta property="og:locale" content="en_US" />');
    for (const [tag, href] of [
      ['pt-BR', `${site}/tv`],
      ['en', `${site}/tv?lang=en`],
      ['es', `${site}/tv?lang=es`],
      ['x-default', `${site}/tv`],
    ]) {
      expect(res.body).toContain(`<link rel="alternate" hreflang="${tag}" href="${href}" />`);
    }
    expect(res.body).toContain('content="News, videos and live scores.');
  });

  it("revalidates a reader's page: a weak ETag, 304 while it renders the same", async () => {
    const headers = { cookie: 'onda_psid=0b7c2a1e-4f7d-4d3e-9a55-2b1c0d9e8f70' };
    const first = await app.inject({ url: '/sports/scores', headers });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await app.inject({ url: '/sports/scores', headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      url: '/sports/scores',
      headers: {
        cookie: 'onda_locale=en; onda_psid=0b7c2a1e-4f7d-4d3e-9a55-2b1c0d9e8f70',
        'if-none-match': etag,
      },
    });
    expect(other.statusCode).toBe(200);
  });

  it('serves robots.txt pointing at both sitemaps and closing the non-content paths', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /accounts/',
        'Allow: /api/v3/images/',
        `Sitemap: ${new URL('/sitemap.xml', FALLBACK_SITE_CONFIG.url).toString()}`,
        `Sitemap: ${new URL('/news-sitemap.xml', FALLBACK_SITE_CONFIG.url).toString()}`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
    expect(lines).not.toContain('Disallow: /remotes/');
  });
});
