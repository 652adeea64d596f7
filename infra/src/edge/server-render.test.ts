import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import { renderShellPage } from './html';
import { createServerRenderer, SERVER_BUNDLE, type ServerRenderRequest } from './server-render';

/** A version folder holding `server/index.js` with the given source. */
function versionWith(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, SERVER_BUNDLE), source);
  return dir;
}

const request = (dir: string, url = '/'): ServerRenderRequest => ({
  remote: 'mf-news',
  version: '0.1.0-test',
  dir,
  url,
  locale: 'pt',
  config: FALLBACK_SITE_CONFIG,
  timeZone: 'America/Sao_Paulo',
});

describe('server render of a remote', () => {
  let app: FastifyInstance;
  const logged: Record<string, unknown>[] = [];

  beforeEach(async () => {
    logged.length = 0;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = Fastify({ logger: { level: 'warn', stream } });
    app.get('/api/v3/thing', async () => ({ name: 'from the API' }));
    await app.ready();
  });
  afterEach(() => app.close());

  it("renders with the bundle's output and answers its API calls in-process", async () => {
    const dir = versionWith(`
      exports.handles = (p) => p === '/';
      exports.render = async (input) => {
        const res = await input.fetch('/api/v3/thing');
        const body = await res.json();
        return { html: '<h1>' + body.name + ' ' + input.url + '</h1>', results: { thing: body } };
      };`);
    const render = createServerRenderer(app);
    expect(await render(request(dir))).toEqual({
      html: '<h1>from the API /</h1>',
      results: { thing: { name: 'from the API' } },
    });
    expect(await render(request(dir, '/other'))).toBeUndefined();
    expect(logged).toEqual([]);
  });

  it('falls back (undefined) and logs the version when the bundle throws', async () => {
    const dir = versionWith(
      `exports.handles = () => true; exports.render = async () => { throw new Error('boom'); };`,
    );
    expect(await createServerRenderer(app)(request(dir))).toBeUndefined();
    expect(logged).toEqual([
      expect.objectContaining({
        event: 'server_render_failed',
        remote: 'mf-news',
        version: '0.1.0-test',
        phase: 'render',
      }),
    ]);
  });

  it('falls back when the render takes longer than its budget', async () => {
    const dir = versionWith(
      `exports.handles = () => true; exports.render = () => new Promise((r) => setTimeout(() => r({ html: 'late', results: {} }), 500));`,
    );
    expect(await createServerRenderer(app, { budgetMs: 20 })(request(dir))).toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ event: 'server_render_failed', phase: 'timeout' })]);
  });

  it('falls back when the bundle cannot load, and renders nothing without a bundle', async () => {
    const broken = versionWith(`throw new Error('cannot load');`);
    expect(await createServerRenderer(app)(request(broken))).toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ event: 'server_render_failed', phase: 'load' })]);
    const none = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
    expect(await createServerRenderer(app)(request(none))).toBeUndefined();
    expect(logged).toHaveLength(1);
  });

  it('lets the bundle read the API only', async () => {
    const dir = versionWith(`
      exports.handles = () => true;
      exports.render = async (input) => { await input.fetch('/api/v3/thing', { method: 'POST' }); return { html: 'x', results: {} }; };`);
    expect(await createServerRenderer(app)(request(dir))).toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ event: 'server_render_failed', phase: 'render' })]);
  });
});

describe('server-rendered slot in the shell page', () => {
  it('places the HTML after the root with its version and keeps the data inside its script', () => {
    const html = renderShellPage({
      template: '<body><div id="root"></div><!--edge:data--></body>',
      shellBase: '/shell/1/',
      head: { title: 't', description: 'd', lang: 'pt-BR' },
      pageData: {},
      preload: [],
      serverRendered: {
        remote: 'mf-news',
        version: '0.1.0-abc',
        path: '/',
        html: '<h1>$& Olá</h1>',
        results: { k: { ok: true, status: 200, data: '</script><script>alert(1)</script>' } },
      },
    });
    expect(html).toContain(
      '<div id="root"></div>\n    <div data-server-render="mf-news" data-version="0.1.0-abc"><h1>$& Olá</h1></div>',
    );
    expect(html).toContain('<script type="application/json" data-server-data="mf-news">');
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
