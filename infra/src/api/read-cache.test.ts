import { cacheKey, etagMatches, ReadCache, weakEtag } from './read-cache';

describe('cacheKey', () => {
  it('sorts the query so the same question in any order shares a key', () => {
    expect(cacheKey('/api/v3/feed?per=10&page=1')).toBe(cacheKey('/api/v3/feed?page=1&per=10'));
    expect(cacheKey('/api/v3/feed?page=1')).not.toBe(cacheKey('/api/v3/feed?page=2'));
    expect(cacheKey('/api/v3/feed?')).toBe('/api/v3/feed');
    expect(cacheKey('/api/v3/feed')).toBe('/api/v3/feed');
  });
});

describe('etagMatches', () => {
  const etag = weakEtag('{"a":1}');
  it('compares weakly, in lists, and with *', () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(etag.replace(/^W\//, ''), etag)).toBe(true);
    expect(etagMatches(`W/"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
  it('changes with the body', () => {
    expect(weakEtag('{"a":2}')).not.toBe(etag);
  });
});

describe('ReadCache', () => {
  let now = 0;
  const make = (maxBytes = 10_000) => new ReadCache({ maxBytes, ttlMs: 1_000, now: () => now });
  const entry = (cache: ReadCache, body: string) => ({
    body,
    etag: weakEtag(body),
    contentType: 'application/json; charset=utf-8',
    topics: ['content'] as const,
    stamp: cache.stamp(['content']),
  });

  it('keeps an answer until its time-to-live ends', () => {
    now = 0;
    const cache = make();
    cache.set('/a', entry(cache, '[1]'));
    now = 999;
    expect(cache.get('/a')?.body).toBe('[1]');
    now = 1_000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops answers of a changed topic, and does not keep one computed before the change', () => {
    now = 0;
    const cache = make();
    cache.set('/a', entry(cache, '[1]'));
    const started = entry(cache, '[2]');
    cache.invalidate('events');
    expect(cache.get('/a')?.body).toBe('[1]');
    cache.invalidate('content');
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', started);
    expect(cache.get('/b')).toBeUndefined();
  });

  it('keeps nothing with a budget of 0', () => {
    const cache = make(0);
    cache.set('/a', entry(cache, '[1]'));
    expect(cache.get('/a')).toBeUndefined();
  });
});
