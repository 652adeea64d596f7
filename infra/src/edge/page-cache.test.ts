import { noteAnswer, noteRead } from '../api/render-reads';
import { PageCache, type RenderedPage } from './page-cache';
import { pageKey } from './page-key';

const page = (html: string): RenderedPage => ({ status: 200, html, headers: {} });

function cacheAt(clock: { now: number }) {
  return new PageCache({
    maxBytes: 1024 * 1024,
    maxFreshMs: 60_000,
    staleMs: 60_000,
    keepMs: 3_600_000,
    now: () => clock.now,
  });
}

describe('PageCache', () => {
  it('renders once for a crowd arriving together (single flight)', async () => {
    const cache = cacheAt({ now: 0 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      noteRead('short', ['content']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('<p>home</p>');
    };
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.render('k', '/', render)));
    expect(renders).toBe(1);
    expect(new Set(pages.map((kept) => kept?.etag)).size).toBe(1);
    expect((await cache.lookup('k'))?.raw.toString()).toBe('<p>home</p>');
  });

  it('is fresh as long as its shortest-lived read, then stale, then expired', async () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
    const kept = await cache.render('k', '/sports', async () => {
      noteRead('long', ['config']);
      noteRead('live', ['events']);
      return page('<p>scores</p>');
    });
    if (!kept) throw new Error('not kept');
    expect(kept.kind).toBe('live');
    expect(cache.freshness(kept)).toBe('fresh');
    clock.now += 10_000;
    expect(cache.freshness(kept)).toBe('stale');
    clock.now += 60_000;
    expect(cache.freshness(kept)).toBe('expired');
  });

  it('marks a page changed when a topic it read changes, and only then', async () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
    const kept = await cache.render('k', '/', async () => {
      noteRead('short', ['content']);
      return page('<p>home</p>');
    });
    if (!kept) throw new Error('not kept');
    clock.now += 1;
    cache.changed('events');
    expect(cache.freshness(kept)).toBe('fresh');
    cache.changed('content');
    expect(cache.freshness(kept)).toBe('changed');
  });

  it("never keeps a page whose render read a reader's own answer, failed or read an undeclared route", async () => {
    const cache = cacheAt({ now: 0 });
    const personal = await cache.render('a', '/', async () => {
      noteRead('private', ['content']);
      return page('<p>mine</p>');
    });
    const failed = await cache.render('b', '/', async () => {
      noteAnswer(503, true);
      return page('<p>error</p>');
    });
    const undeclared = await cache.render('c', '/', async () => {
      noteAnswer(200, false);
      return page('<p>?</p>');
    });
    expect([personal, failed, undeclared]).toEqual([undefined, undefined, undefined]);
    expect(await cache.lookup('a')).toBeUndefined();
  });

  it('keys pages by what the render is given, never by the reader', () => {
    const parts = {
      url: '/sports?b=2&a=1',
      locale: 'pt' as const,
      timeZone: 'America/Sao_Paulo',
      consent: false,
      saveData: false,
      shell: '0.1.0-aaa',
      registry: { remotes: { 'mf-news': { version: '0.1.0-bbb', entry: '/x' } } },
    };
    expect(pageKey(parts)).toBe(pageKey({ ...parts, url: '/sports?a=1&b=2' }));
    expect(pageKey(parts)).not.toBe(pageKey({ ...parts, locale: 'en' }));
    expect(pageKey(parts)).not.toBe(pageKey({ ...parts, consent: true }));
    // A registry activation gives new pages.
    expect(pageKey(parts)).not.toBe(
      pageKey({ ...parts, registry: { remotes: { 'mf-news': { version: '0.1.0-ccc', entry: '/x' } } } }),
    );
  });
});
