import { sitemapPath, sitemapPeriodFrom, sitemapPeriodOf } from './sitemap-paths';

describe('sitemap paths (spec 2 "Sitemap")', () => {
  it.each([
    [{}, '/sitemap'],
    [{ year: 2026 }, '/sitemap/2026'],
    [{ year: 2026, month: 2 }, '/sitemap/2026/2'],
    [{ year: 2026, month: 2, day: 28 }, '/sitemap/2026/2/28'],
  ])('builds the page of %j and reads it back', (period, path) => {
    expect(sitemapPath(period)).toBe(path);
    expect(sitemapPeriodFrom(path)).toEqual({ year: undefined, month: undefined, day: undefined, ...period });
    expect(sitemapPeriodFrom(`${path}/`)).toEqual(sitemapPeriodFrom(path));
  });

  it('reads a day written with a leading zero', () => {
    expect(sitemapPeriodOf({ year: '2026', month: '02', day: '09' })).toEqual({
      year: 2026,
      month: 2,
      day: 9,
    });
  });

  it.each([
    '/sitemap/2026/2/30',
    '/sitemap/2026/13',
    '/sitemap/1899',
    '/sitemap/abc',
    '/sitemap/2026/2/28/1',
    '/sitemaps/2026',
    '/sitemap//2',
  ])('reads no period from %s', (path) => {
    expect(sitemapPeriodFrom(path)).toBeNull();
  });
});
