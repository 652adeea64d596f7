/**
 * One article request reads its article once and matches its route once (edge/page-reads.ts,
 * edge/page-request.ts): the page's head, its lite page and its owner's server render share the
 * request's in-process API reads, and every later step (head, lite page, page cache, metrics)
 * uses the route the request was matched to. Counted on the whole site, with its metrics and page
 * cache as a server runs them. The news remote's server bundle is a stand-in loaded the way the
 * edge loads real ones, reading the story as mf-news does (shared-contracts item-reads.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ArticlePageSchema, itemReadUrl, mediaRead, SITE_ID } from 'shared-contracts';
import * as contracts from 'shared-contracts';
import { escapeHtml } from 'shared-contracts/html-escape';
import { apiPlugin } from '../src/api/plugin';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/open';
import { PageCache } from '../src/edge/page-cache';
import { SERVER_BUNDLE } from '../src/edge/server-render';
import { createMetrics, pageCacheObserver } from '../src/metrics';
import { createAppLocator } from '../src/registry/apps';
import { createRegistryStore } from '../src/registry/store';
import { makeAppsDir, writeBuild } from '../src/registry/test-builds';
import { NOW, openTestDatabase, parse, SETUP_TIMEOUT, TEST_KEYS } from './helper';

// Every match the server makes goes through this counter (the remotes' and the shell's bundles
// carry their own route table: what they match is theirs, not the edge's).
jest.mock('shared-contracts', () => {
  const actual = jest.requireActual<typeof contracts>('shared-contracts');
  return { ...actual, matchRoute: jest.fn(actual.matchRoute) };
});
const matchRoute = contracts.matchRoute as jest.MockedFunction<typeof contracts.matchRoute>;

jest.setTimeout(60_000);

let app: FastifyInstance;
let database: Database;
let inject: jest.SpyInstance;
let story: { id: string; name: string; link: string };
/** Pages are asked over HTTP, as a reader's browser does: the server's own hooks all run. */
let origin: string;

/** The news remote's render: the story's page, read from the API as mf-news reads it. */
function newsBundle(readUrl: string): string {
  return `module.exports = {
  handles: () => true,
  render: async (input) => {
    const res = await input.fetch(${JSON.stringify(readUrl)}, { headers: { accept: 'application/json' } });
    const [story] = await res.json();
    return { html: '<article data-story="' + story.id + '"><h1>' + story.id + '</h1></article>', results: {} };
  },
};`;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const appsDir = makeAppsDir();
  writeBuild(appsDir, 'shell', '0.1.0-shell');
  const newsDir = writeBuild(appsDir, 'mf-news', '0.1.0-news');
  const locator = createAppLocator(appsDir);
  const registry = createRegistryStore(path.join(appsDir, 'registry.json'), locator);
  registry.ensureActive();
  const metrics = createMetrics();
  app = await buildApp({
    keys: TEST_KEYS,
    registry,
    locator,
    metrics,
    pageCache: new PageCache({
      maxBytes: 8 * 1024 * 1024,
      maxFreshMs: 60_000,
      staleMs: 60_000,
      keepMs: 60_000,
      observer: pageCacheObserver(metrics),
    }),
    registerApi: async (server) => {
      await server.register(apiPlugin, { database, now: () => NOW, tickMs: 60_000, keys: TEST_KEYS });
    },
  });
  await app.ready();
  const first = parse(ArticlePageSchema, await app.inject('/api/v3/feed?per=1')).results[0];
  if (!first) throw new Error('the seed should have stories');
  story = first;
  fs.mkdirSync(path.join(newsDir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(newsDir, SERVER_BUNDLE),
    newsBundle(itemReadUrl(mediaRead('news_stories', story.id, SITE_ID))),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server should listen on a port');
  origin = `http://127.0.0.1:${address.port}`;
  inject = jest.spyOn(app, 'inject');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(() => {
  matchRoute.mockClear();
  inject.mockClear();
});

/** The in-process reads of the story made while serving the page. */
const storyReads = () =>
  inject.mock.calls.filter(
    ([options]: [unknown]) =>
      typeof options === 'object' &&
      options !== null &&
      String((options as { url?: unknown }).url).startsWith('/api/v3/media/'),
  );

describe('an article request', () => {
  it('reads its story once and matches its route once, its head and its render both from that read', async () => {
    const res = await fetch(origin + story.link);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-page-cache')).toBe('miss');
    // The head (the story's title) and the news remote's render (the story's page) are both there.
    const html = await res.text();
    expect(html).toContain(`<title>${escapeHtml(story.name.split(' ')[0] ?? '')}`);
    expect(html).toContain(`<article data-story="${story.id}">`);
    expect(storyReads()).toHaveLength(1);
    expect(matchRoute).toHaveBeenCalledTimes(1);
  });

  it('served from the page cache, reads nothing and matches once', async () => {
    const res = await fetch(origin + story.link);
    expect(res.headers.get('x-page-cache')).toBe('hit');
    expect(storyReads()).toHaveLength(0);
    expect(matchRoute).toHaveBeenCalledTimes(1);
  });

  it('as a lite page (Save-Data), reads its story once too', async () => {
    const res = await fetch(origin + story.link, { headers: { 'save-data': 'on' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(storyReads()).toHaveLength(1);
    expect(matchRoute).toHaveBeenCalledTimes(1);
  });
});
