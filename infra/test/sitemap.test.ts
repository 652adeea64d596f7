/** GET /api/v3/sitemap[/:year[/:month[/:day]]] and /api/v3/sitemap/latest (spec 2 "Sitemap"). */
import { ArticlePageSchema, GalleryPageSchema, SitemapResponseSchema, tvVideoPath } from 'shared-contracts';
import { periodRange } from '../src/api/sitemap/period-range';
import { buildTestApi, errorCode, getter, NOW, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

const get = getter(() => api);
const sitemap = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return parse(SitemapResponseSchema, response);
};
/** NOW in Brasília time (UTC−3). */
const local = new Date(NOW.getTime() - 3 * 3_600_000);
const [Y, M, D] = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];

describe('sitemap periods', () => {
  it('lists the years with stories and no stories at the root', async () => {
    const body = await sitemap('/api/v3/sitemap');
    expect(body.periods.map((p) => p.year)).toContain(Y);
    expect(body.periods.every((p) => p.month === null && p.day === null && p.count > 0)).toBe(true);
    expect(body.results).toEqual([]);
  });

  it("lists a year's months whose counts add up to the year's stories", async () => {
    const body = await sitemap(`/api/v3/sitemap/${Y}`);
    expect(body.period).toEqual({ year: Y, month: null, day: null });
    expect(body.periods.map((p) => p.month)).toContain(M);
    expect(body.periods.reduce((sum, p) => sum + p.count, 0)).toBe(body.total);
  });

  it("lists a day's stories newest first with in-site article paths, and no shorter periods", async () => {
    const body = await sitemap(`/api/v3/sitemap/${Y}/${M}/${D}?per=5`);
    expect(body.periods).toEqual([]);
    expect(body.results.length).toBeGreaterThan(0);
    const dates = body.results.map((entry) => entry.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const entry of body.results) {
      expect(entry.path).toMatch(
        new RegExp(`^/noproxy/${entry.context}/[^/]+/[^/]+/[a-z0-9-]+/${entry.id}$`),
      );
      expect(new Date(entry.publish_date).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("gives a month's days, each day's count matching that day's stories", async () => {
    const month = await sitemap(`/api/v3/sitemap/${Y}/${M}`);
    const today = month.periods.find((p) => p.day === D);
    const day = await sitemap(`/api/v3/sitemap/${Y}/${M}/${D}?per=1`);
    expect(today?.count).toBe(day.total);
  });

  it('never lists stories published after now', async () => {
    const feed = parse(ArticlePageSchema, await get('/api/v3/feed?per=1'));
    const root = await sitemap('/api/v3/sitemap');
    expect(root.periods.reduce((sum, p) => sum + p.count, 0)).toBe(feed.total);
  });

  it('pages through a period', async () => {
    const first = await sitemap(`/api/v3/sitemap/${Y}?per=2`);
    const second = await sitemap(`/api/v3/sitemap/${Y}?per=2&page=2`);
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
    expect(first.endlist).toBe(first.total <= 2);
  });
});

describe('sitemap validation (4xx, never 500)', () => {
  it.each([
    '/api/v3/sitemap/2026/2/30',
    '/api/v3/sitemap/2025/2/29',
    '/api/v3/sitemap/2026/13',
    '/api/v3/sitemap/2026/0',
    '/api/v3/sitemap/1899',
    '/api/v3/sitemap/abcd',
    '/api/v3/sitemap/2026/1/32',
    '/api/v3/sitemap/2026?per=5000',
    '/api/v3/sitemap/latest?hours=0',
  ])('%s answers 400 VALIDATION_FAILED', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('VALIDATION_FAILED');
  });

  it('accepts 29 February of a leap year', async () => {
    expect((await get('/api/v3/sitemap/2028/2/29')).statusCode).toBe(200);
  });
});

describe('latest stories (news sitemap)', () => {
  it('lists only the last 48 hours by default', async () => {
    const body = await sitemap('/api/v3/sitemap/latest');
    expect(body.results.length).toBeGreaterThan(0);
    for (const entry of body.results) {
      expect(NOW.getTime() - new Date(entry.publish_date).getTime()).toBeLessThanOrEqual(48 * 3_600_000);
    }
  });
});

describe('TV videos (crawler sitemap)', () => {
  it("lists every published video at its canonical TV page with what Google's video sitemap names", async () => {
    const tv = parse(GalleryPageSchema, await get('/api/v3/site/content/tim-tv?per=50'));
    expect(tv.total).toBeGreaterThan(0);
    const body = await sitemap('/api/v3/sitemap/videos?per=1000');
    expect(body.total).toBe(tv.total);
    expect(body.results.map((entry) => entry.id)).toEqual(tv.results.map((video) => video.id));
    for (const [index, entry] of body.results.entries()) {
      const video = tv.results[index]!;
      expect(entry.context).toBe('videos');
      expect(entry.path).toBe(tvVideoPath(video));
      expect(entry.video).toEqual({
        description: video.description,
        thumbnail: video.video?.poster,
        content: video.video?.mp4,
        duration: video.video?.duration,
      });
    }
  });

  it('pages through the videos and keeps them out of the stories', async () => {
    const first = await sitemap('/api/v3/sitemap/videos?per=2');
    const second = await sitemap('/api/v3/sitemap/videos?per=2&page=2');
    expect(first.results).toHaveLength(2);
    expect(second.results[0]?.id).not.toBe(first.results[1]?.id);
    const day = await sitemap(`/api/v3/sitemap/${Y}/${M}/${D}?per=1000`);
    expect(day.results.some((entry) => entry.context === 'videos')).toBe(false);
    expect((await get('/api/v3/sitemap/videos?per=5000')).statusCode).toBe(400);
  });
});

describe('periodRange (Brasília days, UTC−3)', () => {
  it('starts a day at 03:00 UTC and ends at the next', () => {
    expect(periodRange({ year: 2026, month: 12, day: 31 })?.map((d) => d.toISOString())).toEqual([
      '2026-12-31T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ]);
  });
});
