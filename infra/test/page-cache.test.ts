/**
 * Kept pages are dropped by the change that should change them and never carry one reader's data
 * to another (edge/page-cache.ts). The whole site on a test database; the page remote's render is
 * a stand-in that reads the real API in-process, as the real renders do (server-render.ts), so
 * what it depends on is learnt from its reads.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { ArticlePageSchema, SportingEventSchema } from 'shared-contracts';
import { apiPlugin } from '../src/api/plugin';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/open';
import { PageCache } from '../src/edge/page-cache';
import { createPageReads } from '../src/edge/page-reads';
import type { ServerRenderer } from '../src/edge/server-render';
import { storeFeedItems } from '../src/importer/store-feed-items';
import { createAppLocator } from '../src/registry/apps';
import { createRegistryStore, type RegistryStore } from '../src/registry/store';
import { makeAppsDir, writeBuild } from '../src/registry/test-builds';
import { mintPsid } from '../src/api/guest-id';
import { NOW, openTestDatabase, SETUP_TIMEOUT, TEST_KEYS } from './helper';

// A busy machine renders slowly: each test waits on conditions, never on a clock.
jest.setTimeout(60_000);

const EVENT = 'premier-league-2024-25-0112';
const RUN = Date.now().toString(36);

describe('kept pages', () => {
  let app: FastifyInstance;
  let database: Database;
  let registry: RegistryStore;
  let appsDir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    appsDir = makeAppsDir();
    writeBuild(appsDir, 'shell', '0.1.0-shell');
    writeBuild(appsDir, 'mf-news', '0.1.0-news1');
    writeBuild(appsDir, 'mf-sports', '0.1.0-sports');
    const locator = createAppLocator(appsDir);
    registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
    registry.ensureActive();
    // The front page lists the feed's newest stories; /sports shows one game's score.
    const renderRemote: ServerRenderer = async ({ url }) => {
      const read = createPageReads(app)().fetch;
      if (url === '/') {
        const feed: unknown = await (await read('/api/v3/feed?page=1&per=3')).json();
        if (!Value.Check(ArticlePageSchema, feed)) return undefined;
        return {
          html: `<ul>${feed.results.map((item) => `<li>${item.name}</li>`).join('')}</ul>`,
          results: {},
        };
      }
      if (url === '/sports') {
        const event: unknown = await (await read(`/api/v3/sporting_events/soccer/${EVENT}`)).json();
        if (!Value.Check(SportingEventSchema, event)) return undefined;
        return {
          html: `<p class="score">${event.scores.map((score) => score.value).join(' x ')}</p>`,
          results: {},
        };
      }
      return undefined;
    };
    const pageCache = new PageCache({
      maxBytes: 8 * 1024 * 1024,
      maxFreshMs: 60_000,
      staleMs: 60_000,
      keepMs: 600_000,
    });
    app = await buildApp({
      keys: TEST_KEYS,
      registry,
      locator,
      renderRemote,
      pageCache,
      registerApi: async (server) => {
        await server.register(apiPlugin, {
          database,
          now: () => NOW,
          tickMs: 600_000,
          enableTestHooks: true,
          keys: TEST_KEYS,
          onDataChange: (topic) => pageCache.changed(topic),
        });
      },
    });
    await app.ready();
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  // A reader whose guest id this server signed (a first visit gets one: a private answer).
  const reader = `onda_psid=${mintPsid(TEST_KEYS)}`;
  const page = (url: string, cookie = reader) => app.inject({ method: 'GET', url, headers: { cookie } });

  /** Asks until a page shows `text` (a kept page is served stale while its new render runs). */
  async function eventually(url: string, text: string) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const res = await page(url);
      if (res.body.includes(text)) return res;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url} never showed ${text}`);
  }

  it('renders a page once and serves it to every reader, with shared-cache headers', async () => {
    const first = await page('/');
    expect(first.statusCode).toBe(200);
    const second = await page('/', `onda_psid=${mintPsid(TEST_KEYS)}`);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(second.headers['cdn-cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers.vary).toBe('accept-encoding, cookie, save-data');
    const etag = String(second.headers.etag);
    const again = await app.inject({
      url: '/',
      headers: { cookie: `onda_psid=${mintPsid(TEST_KEYS)}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows a new story on the front page once it is stored', async () => {
    const title = `Relógio da praça volta a funcionar ${RUN}`;
    expect((await page('/')).body).not.toContain(title);
    await storeFeedItems(
      database,
      'Gazeta de Teste',
      [
        {
          guid: `page-cache-${RUN}`,
          title,
          link: `https://gazeta.example.com/page-cache-${RUN}`,
          publishedAt: new Date(NOW.getTime() - 20_000).toISOString(),
          categories: [],
          summary: 'A praça comemora.',
          bodyHtml: '<p>A praça comemora.</p>',
        },
      ],
      { fetchedAt: NOW },
    );
    // The change drops the kept page at once: the next reader gets a new render.
    const next = await page('/');
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(next.body).toContain(title);
  });

  it('shows a score change on /sports', async () => {
    await eventually('/sports', 'class="score"');
    const set = await app.inject({
      method: 'POST',
      url: `/api/v3/test/sporting_events/${EVENT}/score`,
      payload: { home: 9, away: 8 },
    });
    expect(set.statusCode).toBe(200);
    // The score reaches the page through the live hub, as it does from any instance.
    await eventually('/sports', '<p class="score">9 x 8</p>');
  });

  it('renders a new page when a registry activation changes the versions', async () => {
    const before = await page('/');
    expect(before.body).toContain('"mf-news":{"version":"0.1.0-news1"');
    writeBuild(appsDir, 'mf-news', '0.1.0-news2');
    registry.activate('mf-news', '0.1.0-news2');
    const after = await page('/');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('"mf-news":{"version":"0.1.0-news2"');
  });

  it("never hands a reader's cookie or id to another reader", async () => {
    await page('/');
    const newcomers = await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/' })]);
    const cookies = newcomers.map((res) => String(res.headers['set-cookie']));
    // Each newcomer gets an anonymous id of its own, and a shared cache may keep neither answer.
    expect(cookies[0]).toMatch(/^onda_psid=/);
    expect(cookies[0]).not.toBe(cookies[1]);
    for (const res of newcomers) expect(res.headers['cache-control']).toBe('private, no-cache');
    for (const res of newcomers) expect(res.body).not.toContain(cookies[0]?.split(';')[0]?.split('=')[1]);
    // A signed-in reader's page is the guest page: the session never reaches the render.
    const readerD = mintPsid(TEST_KEYS);
    const signedIn = await page('/', `onda_psid=${readerD}; onda_session=secret-session-value`);
    expect(signedIn.body).not.toContain('secret-session-value');
    expect(signedIn.body).not.toContain(readerD);
  });
});
